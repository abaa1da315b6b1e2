import { queryOptions } from '@tanstack/react-query';
import { mdGroupTree, mdGroupTreeQueryKey } from '@/shared/api';

const enabledGroups = { body: { status: '0' } };

/** The enabled groups as a tree (v1); quiet, since the panel says a failure where the tree would be. */
export const groupTreeQuery = queryOptions({
  queryKey: mdGroupTreeQueryKey(enabledGroups),
  queryFn: ({ signal }) => mdGroupTree(enabledGroups, { signal, quiet: true }),
});
