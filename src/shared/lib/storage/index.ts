export { readStored, writeStored, removeStored } from './local-storage';
export { accessToken } from './access-token';
