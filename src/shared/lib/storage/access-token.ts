import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/shared/config';
import { readStored, removeStored, writeStored } from './local-storage';

/** The login token under ACCESS_TOKEN, kept 7 days (product.md §4.6). */
export const accessToken = {
  get(): string | undefined {
    const value = readStored(STORAGE_KEYS.accessToken);
    return typeof value === 'string' && value !== '' ? value : undefined;
  },
  set(token: string): void {
    writeStored(STORAGE_KEYS.accessToken, token, TOKEN_LIFETIME_MS);
  },
  clear(): void {
    removeStored(STORAGE_KEYS.accessToken);
  },
};
