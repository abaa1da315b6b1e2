export { readStored, writeStored, removeStored } from './local-storage';
export { accessToken } from './access-token';
export { storageSubscription } from './storage-subscription';
