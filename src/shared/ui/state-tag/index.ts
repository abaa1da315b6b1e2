export { StateTag, stateOptions, type StateLook } from './StateTag';
