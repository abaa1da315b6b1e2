export { deviceOf, useDevice, environmentSeal, type Device } from './device';
