import { useWatch } from 'react-hook-form';
import { useIssueLineColumns, type IssueLine } from '@/entities/storage/stock';
import type { stOtherIssue } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import type { GridColumn } from '@/shared/ui/editable-grid';
import { purposeOf } from '../model/scrap';

type OtherIssueValues = FormValues<typeof stOtherIssue>;

/**
 * The lines' columns as the header makes them: material and batch from the chosen warehouse for the 类型's purpose
 * (报废 lists expired and 不合格 stock too), its rules (1018202 / 1018203 / 1018204) at the cells as the 类型 changes
 * (docs/design/scm-storage.md → 其他出库).
 */
export function useOtherLineColumns(): readonly GridColumn<IssueLine>[] {
  const houseId = useWatch<OtherIssueValues, 'houseId'>({ name: 'houseId' });
  const otherType = useWatch<OtherIssueValues, 'otherType'>({ name: 'otherType' });
  return useIssueLineColumns({ houseId, purpose: purposeOf(otherType) });
}
