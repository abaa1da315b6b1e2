export { LoginPage } from './ui/LoginPage';
/** 忘记密码 (/forget): its own chunk, so the login route does not carry it. */
export const loadForgetPasswordPage = () => import('./ui/forget/ForgetPasswordPage');
