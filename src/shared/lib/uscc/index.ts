export { USCC_CHARSET, USCC_MESSAGES, usccCheckChar, usccProblem } from './uscc';
