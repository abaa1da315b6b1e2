import { queryOptions } from '@tanstack/react-query';
import { cdMaterialGroupTree, cdMaterialGroupTreeQueryKey } from '@/shared/api';

const enabledGroups = { body: { status: '0' } };

/** The enabled groups as a tree; quiet, since the panel says a failure where the tree would be. */
export const groupTreeQuery = queryOptions({
  queryKey: cdMaterialGroupTreeQueryKey(enabledGroups),
  queryFn: ({ signal }) => cdMaterialGroupTree(enabledGroups, { signal, quiet: true }),
});
