export { greetingByHour } from './greeting';
