export { AccountSettingsPage } from './ui/AccountSettingsPage';
