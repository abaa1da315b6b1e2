import { refreshDictionary } from '@/entities/dictionary';
import { opDictType, type CallOptions } from '@/shared/api';

/** Every screen reads the cached tree: after a change it is reloaded, so labels and badges follow without a re-login. */
export async function thenRefreshDictionary<T>(call: Promise<T>): Promise<T> {
  const result = await call;
  await refreshDictionary();
  return result;
}

const refreshing =
  <V>(call: (variables: V, options?: CallOptions) => Promise<unknown>) =>
  (variables: V, options?: CallOptions) =>
    thenRefreshDictionary(call(variables, options));

/** The dictionary types' calls, each reloading the cached tree once it went through. */
export const dictTypes = {
  ...opDictType,
  add: refreshing(opDictType.add),
  edit: refreshing(opDictType.edit),
  status: {
    enable: refreshing(opDictType.status.enable),
    disable: refreshing(opDictType.status.disable),
    delete: refreshing(opDictType.status.delete),
  },
};
