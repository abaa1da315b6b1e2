import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { BatchPicker } from '@/entities/storage/stock';
import { formatDate } from '@/shared/lib/format';
import { PickerNotYet, type GridColumn, type PickerProps } from '@/shared/ui/editable-grid';
import type { IssueFormValues, IssueLine } from '../model/issue-lines';

function batchPicker(houseId: string | undefined, today: string) {
  return function LineBatchPicker({ line, onPick, onCancel }: PickerProps<IssueLine>) {
    if (!houseId)
      return <PickerNotYet title="选择批次" message="请先选择仓库：批次从该仓的库存中选取" onCancel={onCancel} />;
    if (!line.materialId) return <PickerNotYet title="选择批次" message="请先按工单带出物料" onCancel={onCancel} />;
    return (
      <BatchPicker
        houseId={houseId}
        materialId={line.materialId}
        materialText={`${line.materialCode ?? ''} ${line.materialName ?? ''}`.trim()}
        source={{ kind: 'stock', rule: line.suggestRule }}
        suggestedBatchNo={line.suggestedBatchNo}
        today={today}
        current={{ batchNo: line.batchNo, locationId: line.locationId }}
        reason={line.reason}
        onCancel={onCancel}
        onPick={(pick) =>
          onPick({
            batchNo: pick.row.batchNo,
            locationId: pick.row.locationId,
            locationCode: pick.row.locationCode,
            expiryDate: pick.row.expiryDate ?? null,
            suggestedBatchNo: pick.suggestedBatchNo,
            suggestRule: pick.rule,
            reason: pick.reason ?? '',
          })
        }
      />
    );
  };
}

/**
 * 发料明细's columns as the header makes them (LinesConfig.useColumns): the batch picked from the chosen warehouse's
 * stock of the line's material, in the suggestion's order, at the mock's (or the real) today.
 */
export function useIssueLineColumns(columns: readonly GridColumn<IssueLine>[]): readonly GridColumn<IssueLine>[] {
  const houseId = useWatch<IssueFormValues, 'houseId'>({ name: 'houseId' });
  return useMemo(() => {
    const today = formatDate(new Date());
    return columns.map((column) =>
      column.key === 'batchNo'
        ? {
            ...column,
            picker: batchPicker(houseId || undefined, today),
            parse: () => ({ refused: '批次请在“选择批次”中选取（核对效期与质量状态）' }),
          }
        : column,
    );
  }, [columns, houseId]);
}
