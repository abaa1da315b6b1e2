export { Countdown, formatCountdown } from './Countdown';
