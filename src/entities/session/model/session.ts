import { accessToken } from '@/shared/lib/storage';

/** A session exists while a token is stored (7 days, §4.6); the server decides whether it is still valid. */
export function hasSession(): boolean {
  return accessToken.get() !== undefined;
}

export function startSession(token: string): void {
  accessToken.set(token);
}

export function endSession(): void {
  accessToken.clear();
}
