export { ExceptionPage } from './ExceptionPage';
export { EXCEPTION_TEXTS, type ExceptionStatus } from './exception-texts';
