import type { StQualityState } from '@/entities/storage/stock';
import type { StMfgReturnDetailData, StMfgReturnSourcesData, stMfgReturn } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import type { GridColumn } from '@/shared/ui/editable-grid';
import { overReturnProblem, returnableQty } from './return-qty';

export type ReturnFormValues = FormValues<typeof stMfgReturn>;
type ReturnLineInput = ReturnFormValues['lines'][number];
export type ReturnSource = StMfgReturnSourcesData[number];
type ReturnType = 'SURPLUS' | 'DEFECT';

/** A line as the grid holds it: the contract's fields and what the batch issued to the order shows beside them. */
export type ReturnLine = ReturnLineInput & {
  materialCode?: string;
  materialName?: string;
  uomName?: string;
  uomPrecision?: number;
  issuedQty?: number;
  consumedQty?: number;
  returnedQty?: number;
  /** The state the batch was issued in: 余料 goes back in it. */
  sourceState?: StQualityState;
};

export const RETURN_TYPES: Record<ReturnType, string> = { SURPLUS: '余料', DEFECT: '不良' };
const QUALITY_NAMES: Record<StQualityState, string> = {
  PENDING: '待检',
  QUALIFIED: '合格',
  REJECTED: '不合格',
  FROZEN: '冻结',
};

const figuresOf = (line: ReturnLine) =>
  line.issuedQty === undefined || line.consumedQty === undefined || line.returnedQty === undefined
    ? undefined
    : {
        issuedQty: line.issuedQty,
        consumedQty: line.consumedQty,
        returnedQty: line.returnedQty,
        uomPrecision: line.uomPrecision ?? 0,
      };

/** 1018221 at a line's 退料数: the lines of one issued batch together above 可退. */
export function returnQtyProblem(line: ReturnLine, lines: readonly ReturnLine[]): string | undefined {
  const figures = figuresOf(line);
  if (!figures || !line.sourceId) return undefined;
  const total = lines
    .filter((other) => other.sourceId === line.sourceId)
    .reduce((sum, other) => sum + (typeof other.qty === 'number' ? other.qty : 0), 0);
  return overReturnProblem(total, figures);
}

/** 不良 goes to an isolation location (1018222), 余料 to an ordinary one; `isolation` tells a location's flag. */
export function returnLocationProblem(
  line: Pick<ReturnLine, 'returnType' | 'locationId'>,
  isolation: (locationId: string) => boolean | undefined,
): string | undefined {
  if (!line.locationId) return undefined;
  const isolated = isolation(line.locationId);
  if (isolated === undefined) return undefined;
  if (line.returnType === 'DEFECT' && !isolated) return '不良退料须退到隔离库位';
  if (line.returnType === 'SURPLUS' && isolated) return '余料退回非隔离库位（不良才进隔离库位）';
  return undefined;
}

/** A 不良 line says why. */
export function returnReasonProblem(line: Pick<ReturnLine, 'returnType' | 'reason'>): string | undefined {
  return line.returnType === 'DEFECT' && !line.reason?.trim() ? '不良退料请填写原因' : undefined;
}

/** The state the line goes back in: 余料 keeps the one it was issued in, 不良 is 不合格. */
export function returnState(line: Pick<ReturnLine, 'returnType' | 'sourceState'>): string {
  if (line.returnType === 'DEFECT') return QUALITY_NAMES.REJECTED;
  return line.sourceState ? QUALITY_NAMES[line.sourceState] : '';
}

const positive = (value: unknown) => (typeof value === 'number' && value <= 0 ? '退料数必须大于 0' : undefined);
const unitDecimals = (line: ReturnLine) =>
  line.uomName && line.uomPrecision !== undefined ? { places: line.uomPrecision, unit: line.uomName } : undefined;

/**
 * 退料明细's columns (docs/design/scm-storage.md → 生产退料): the batch issued to the order (picked among the order's
 * sources), 已发, 已耗用, 已退 and 可退, 退料数 within it, 余料 / 不良, the location it goes back to (useReturnLineColumns
 * gives the warehouse's locations and checks isolation), the state it goes back in, and the reason.
 */
export const RETURN_LINE_COLUMNS: readonly GridColumn<ReturnLine>[] = [
  {
    key: 'materialId',
    title: '物料',
    kind: 'readonly',
    width: 170,
    text: (line) => (line.materialCode ? `${line.materialCode} ${line.materialName ?? ''}`.trim() : ''),
  },
  { key: 'batchNo', title: '批次', kind: 'picker', width: 150, text: (line) => line.batchNo ?? '' },
  { key: 'issuedQty', title: '已发', kind: 'readonly', width: 72, align: 'right', decimals: unitDecimals },
  { key: 'consumedQty', title: '已耗用', kind: 'readonly', width: 72, align: 'right', decimals: unitDecimals },
  { key: 'returnedQty', title: '已退', kind: 'readonly', width: 64, align: 'right', decimals: unitDecimals },
  {
    key: 'returnableQty',
    title: '可退',
    width: 64,
    align: 'right',
    decimals: unitDecimals,
    value: (line) => {
      const figures = figuresOf(line);
      return figures ? returnableQty(figures) : undefined;
    },
  },
  {
    key: 'qty',
    title: '退料数',
    kind: 'number',
    width: 84,
    align: 'right',
    decimals: unitDecimals,
    rule: (value, line, lines) => positive(value) ?? returnQtyProblem(line, lines),
  },
  {
    key: 'returnType',
    title: '类型',
    kind: 'select',
    width: 72,
    options: Object.entries(RETURN_TYPES).map(([value, title]) => ({ value, title })),
  },
  { key: 'locationId', title: '退回库位', kind: 'select', width: 220 },
  { key: 'toState', title: '退回状态', width: 76, value: (line) => returnState(line) },
  { key: 'reason', title: '原因', width: 160, rule: (_value, line) => returnReasonProblem(line) },
];

/** A batch issued to the order as a line's fields (its 可退 as 退料数, back to where it came from as 余料). */
export function lineOfSource(source: ReturnSource): ReturnLine {
  return {
    ...shownOf(source),
    qty: returnableQty(source),
    returnType: 'SURPLUS',
    locationId: source.locationId,
    reason: '',
  };
}

/** The source's fields a line shows (picked into an existing line, its quantity and type kept). */
export function shownOf(source: ReturnSource) {
  return {
    sourceId: source.id,
    materialId: source.materialId,
    batchNo: source.batchNo,
    materialCode: source.materialCode,
    materialName: source.materialName,
    uomName: source.uomName,
    uomPrecision: source.uomPrecision,
    issuedQty: source.issuedQty,
    consumedQty: source.consumedQty,
    returnedQty: source.returnedQty,
    sourceState: source.qualityState,
  };
}

/** An edited document's line: its inputs and what it shows (an edit starts from the detail). */
export function lineOfDetail(line: StMfgReturnDetailData['lines'][number]): ReturnLine {
  return {
    sourceId: line.sourceId,
    materialId: line.materialId,
    batchNo: line.batchNo,
    qty: line.qty,
    returnType: line.returnType,
    locationId: line.locationId,
    reason: line.reason ?? '',
    materialCode: line.materialCode,
    materialName: line.materialName,
    uomName: line.uomName,
    uomPrecision: line.uomPrecision,
    issuedQty: line.issuedQty,
    consumedQty: line.consumedQty,
    returnedQty: line.returnedQty,
    // A 不良 line went back 不合格; the batch itself was issued 合格 (only 合格 stock is issued).
    sourceState: 'QUALIFIED',
  };
}
