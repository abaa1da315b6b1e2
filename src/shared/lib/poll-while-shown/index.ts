export { usePollWhileShown } from './use-poll-while-shown';
