export { maskEmail, maskPhone } from './mask';
