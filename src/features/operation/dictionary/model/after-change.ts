import { refreshDictionary } from '@/entities/dictionary';

/** Every screen reads the cached tree: after a change it is reloaded, so labels and badges follow without a re-login. */
export async function thenRefreshDictionary<T>(call: Promise<T>): Promise<T> {
  const result = await call;
  await refreshDictionary();
  return result;
}
