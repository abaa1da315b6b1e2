import type { MaterialGroup, MaterialGroupQuery } from '@/entities/material-group';
import { mdGroupListSource } from '@/shared/api';
import type { TableSource } from '@/shared/ui/data-table';

/** The v1 list: every group matching the query (flat), in one answer. */
export const groupSource = mdGroupListSource satisfies TableSource<MaterialGroup, MaterialGroupQuery>;
