import type { MaterialGroup, MaterialGroupQuery } from '@/entities/material-group';
import { cdMaterialGroupListSource } from '@/shared/api';
import type { TableSource } from '@/shared/ui/data-table';

/** The whole (flat) list in one answer: the table takes the array as it is. */
export const groupSource = cdMaterialGroupListSource satisfies TableSource<MaterialGroup, MaterialGroupQuery>;
