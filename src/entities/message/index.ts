export { MESSAGE_TYPES, messageTypeOf, type MessageType, type MyMessage } from './model/message-types';
export { useMarkRead } from './model/mark-read';
export { MessageReadDialog } from './ui/MessageReadDialog';
