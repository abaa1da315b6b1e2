import type { MaterialGroup, MaterialGroupQuery } from '@/entities/material-group';
import { mdGroupList, mdGroupListQueryKey } from '@/shared/api';
import type { TableSource } from '@/shared/ui/data-table';

/** The v1 list: every group matching the query (flat), in one answer. */
export const groupSource: TableSource<MaterialGroup, MaterialGroupQuery> = {
  key: (body) => mdGroupListQueryKey({ body }),
  fetch: (body, options) => mdGroupList({ body }, options),
};
