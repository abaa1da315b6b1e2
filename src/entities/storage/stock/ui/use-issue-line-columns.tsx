import { useMemo } from 'react';
import { PickerNotYet, type GridColumn } from '@/shared/ui/editable-grid';
import { issueLineColumns, issueToday } from '../model/issue-line-columns';
import { lineOfStock, type IssueLine, type StSalesReserved } from '../model/issue-lines';
import type { StockMaterial } from '../model/stock-materials';
import type { IssuePurpose } from '../model/suggest';
import { BatchPicker } from './BatchPicker';
import { StockMaterialPicker } from './StockMaterialPicker';

/** A picked material's line: its batch and figures are the old material's, so they go. */
const NO_BATCH: Partial<IssueLine> = {
  stockId: '',
  batchNo: undefined,
  locationCode: undefined,
  locationName: undefined,
  qualityState: undefined,
  expiryDate: undefined,
  firstInTime: undefined,
  isolationLocation: undefined,
  onHandQty: undefined,
  lockedQty: undefined,
  isolatedQty: undefined,
  allocatedQty: undefined,
  reservedQty: undefined,
  suggestedBatchNo: undefined,
  rule: undefined,
};

/** A picked material as the line's fields. */
const materialFields = (material: StockMaterial): Partial<IssueLine> => ({
  materialId: material.materialId,
  materialCode: material.materialCode,
  materialName: material.materialName,
  specification: material.specification,
  uomName: material.uomName,
  uomPrecision: material.uomPrecision,
});

export interface IssueLineBinding {
  houseId: string | null | undefined;
  /** The document's purpose: 销售出库 an issue; 其他出库 a scrap when its 类型 is 报废. */
  purpose: IssuePurpose;
  reserved?: readonly StSalesReserved[];
}

/**
 * The issue lines' columns as the header makes them (LinesConfig.useColumns): the material picked from what the
 * warehouse holds, the batch picked
 * from the warehouse's suggestion for the purpose (and the order's 预留), the purpose's rules on 数量 and 批次.
 */
export function useIssueLineColumns(binding: IssueLineBinding): readonly GridColumn<IssueLine>[] {
  const { houseId, purpose, reserved } = binding;
  return useMemo(
    () =>
      issueLineColumns(purpose).map((column): GridColumn<IssueLine> => {
        if (column.key === 'materialId')
          return {
            ...column,
            picker: ({ onPick, onCancel }) =>
              houseId ? (
                <StockMaterialPicker
                  houseId={houseId}
                  purpose={purpose}
                  reserved={reserved}
                  onPick={(material) => onPick({ ...NO_BATCH, ...materialFields(material) })}
                  onCancel={onCancel}
                />
              ) : (
                <PickerNotYet title="选择物料" message="请先选择仓库：物料从仓库的库存中选取" onCancel={onCancel} />
              ),
          };
        if (column.key !== 'stockId') return column;
        return {
          ...column,
          picker: ({ line, onPick, onCancel }) => {
            if (!houseId)
              return (
                <PickerNotYet title="选择批次" message="请先选择仓库：批次从仓库的库存中建议" onCancel={onCancel} />
              );
            if (!line.materialId)
              return <PickerNotYet title="选择批次" message="请先选择物料并填写数量" onCancel={onCancel} />;
            return (
              <BatchPicker
                houseId={houseId}
                materialId={line.materialId}
                materialText={`${line.materialCode ?? ''} ${line.materialName ?? ''}`.trim()}
                source={{ kind: 'suggestion', qty: typeof line.qty === 'number' ? line.qty : 0, reserved }}
                precision={line.uomPrecision}
                today={issueToday()}
                purpose={purpose}
                current={{ stockId: line.stockId }}
                reason={line.reason}
                onCancel={onCancel}
                onPick={(pick) =>
                  onPick({
                    ...lineOfStock(pick.row, { batchNo: pick.suggestedBatchNo ?? undefined, rule: pick.rule }),
                    reason: pick.reason ?? line.reason,
                  })
                }
              />
            );
          },
        };
      }),
    [houseId, purpose, reserved],
  );
}
