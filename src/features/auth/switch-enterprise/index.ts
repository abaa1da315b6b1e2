export { EnterpriseSwitcher } from './ui/EnterpriseSwitcher';
