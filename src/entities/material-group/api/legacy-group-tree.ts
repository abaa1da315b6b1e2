import { queryOptions } from '@tanstack/react-query';
import { mdGroupTree, mdGroupTreeQueryKey } from '@/shared/api';

const enabledGroups = { body: { status: '0' } };

/** The enabled v1 groups as a tree (the v1 group screen, the v1 material's group); quiet: a failure shows in place. */
export const legacyGroupTreeQuery = queryOptions({
  queryKey: mdGroupTreeQueryKey(enabledGroups),
  queryFn: ({ signal }) => mdGroupTree(enabledGroups, { signal, quiet: true }),
});
