export { UserMessageError, userMessageOf } from './user-message-error';
export { isChunkLoadError } from './chunk-load-error';
