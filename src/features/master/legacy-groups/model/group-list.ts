import type { MaterialGroup, MaterialGroupQuery } from '@/entities/material-group';
import { mdGroupList, mdGroupListOperation, mdGroupListQueryKey } from '@/shared/api';
import type { ListSource } from '@/shared/ui/list-screen';

/** The v1 list: every group matching the query (flat), in one answer. */
export const groupSource: ListSource<MaterialGroup, MaterialGroupQuery> = {
  operation: mdGroupListOperation,
  key: (body) => mdGroupListQueryKey({ body }),
  fetch: (body, options) => mdGroupList({ body }, options),
};
