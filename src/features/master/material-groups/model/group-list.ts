import type { MaterialGroup, MaterialGroupQuery } from '@/entities/material-group';
import { cdMaterialGroupList, cdMaterialGroupListOperation, cdMaterialGroupListQueryKey } from '@/shared/api';
import type { ListSource } from '@/shared/ui/list-screen';

/** The whole (flat) list in one answer: the table takes the array as it is. */
export const groupSource: ListSource<MaterialGroup, MaterialGroupQuery> = {
  operation: cdMaterialGroupListOperation,
  key: (body) => cdMaterialGroupListQueryKey({ body }),
  fetch: (body, options) => cdMaterialGroupList({ body }, options),
};
