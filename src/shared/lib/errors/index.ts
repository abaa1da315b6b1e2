export { UserMessageError, userMessageOf } from './user-message-error';
