export { useLogout } from './model/use-logout';
