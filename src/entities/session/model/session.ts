import { STORAGE_KEYS } from '@/shared/config';
import { accessToken, readStored, removeStored, writeStored } from '@/shared/lib/storage';

/** A session exists while a token is stored (7 days, product.md §4.6); the server decides whether it is still valid. */
export function hasSession(): boolean {
  return accessToken.get() !== undefined;
}

export function startSession(token: string): void {
  accessToken.set(token);
  removeStored(STORAGE_KEYS.whetherRegister);
}

export function endSession(): void {
  accessToken.clear();
  removeStored(STORAGE_KEYS.whetherRegister);
}

/**
 * The registration token of product.md §2.1 (identify on the login page's 企业注册): stored as the login token and marked
 * WHETHER_REGISTER, so the login page knows it opens nothing but the /register area and drops it.
 */
export function startRegistration(token: string): void {
  accessToken.set(token);
  writeStored(STORAGE_KEYS.whetherRegister, true);
}

/** Whether the stored token is a registration token (not a signed-in user's). */
export function isRegistration(): boolean {
  return hasSession() && readStored(STORAGE_KEYS.whetherRegister) === true;
}
