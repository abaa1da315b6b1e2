export {
  passwordScore,
  passwordLevel,
  PASSWORD_LEVEL_NAMES,
  PASSWORD_SCORE_MAX,
  PASSWORD_SCORE_STEP,
  type PasswordLevel,
} from './password-strength';
