export { useStableNavigate } from './use-stable-navigate';
