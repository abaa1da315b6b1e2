export { PasswordStrength } from './PasswordStrength';
