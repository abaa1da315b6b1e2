import type { QmItemRow, QmValueType } from '@/entities/quality/item';
import type { QmStandardDetail } from '@/entities/quality/standard';
import type { qmStandard } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import type { GridColumn, GridProblem } from '@/shared/ui/editable-grid';

export type StandardFormValues = FormValues<typeof qmStandard>;
type ItemLineInput = StandardFormValues['lines'][number];
type MaterialLineInput = StandardFormValues['materials'][number];

/** What a line shows of its item beside the contract's fields (the save leaves them out). */
export interface ShownItem {
  itemCode?: string;
  itemName?: string;
  valueType?: QmValueType;
  uomSymbol?: string | null;
  precision?: number | null;
  tool?: string | null;
}
export type ItemLine = ItemLineInput & ShownItem;

/** What a binding shows of its material. */
export interface ShownMaterial {
  materialCode?: string;
  materialName?: string;
  specification?: string | null;
  uomName?: string;
}
export type MaterialLine = MaterialLineInput & ShownMaterial;

type Problem = Omit<GridProblem, 'row'>;

/** A picked item as a line's fields: its id, and what the line shows and is checked by (定量/定性, the unit). */
export function itemOf(item: QmItemRow): Partial<ItemLine> {
  return {
    itemId: item.id,
    itemCode: item.code,
    itemName: item.name,
    valueType: item.valueType,
    uomSymbol: item.uomSymbol ?? null,
    precision: item.precision ?? null,
    tool: item.tool ?? null,
  };
}

const given = (value: unknown): value is number => typeof value === 'number';

/**
 * A 检验项目行's rule (docs/design/scm-quality.md → 检验标准), the first problem of the line: each item once; a 定量 item
 * needs 检测数 and at least one limit, 下限 ≤ 标准值 ≤ 上限; a 定性 item takes no value nor limits (it is judged by its
 * 判定要求). The unit's decimals are the columns' own.
 */
export function itemLineProblem(line: ItemLine, index: number, lines: readonly ItemLine[]): Problem | undefined {
  if (!line.itemId) return undefined;
  const first = lines.findIndex((other) => other.itemId === line.itemId);
  if (first >= 0 && first < index)
    return { key: 'itemId', message: `检验项目 ${line.itemName ?? ''} 与第 ${first + 1} 行重复，同一项目只能出现一次` };
  const { standardValue, upperLimit, lowerLimit } = line;
  if (line.valueType === 'QUALITATIVE') {
    const key = [
      ['standardValue', standardValue],
      ['upperLimit', upperLimit],
      ['lowerLimit', lowerLimit],
    ].find(([, value]) => given(value))?.[0];
    return key ? { key: key as string, message: '定性项目不填标准值与上下限，按判定要求判定' } : undefined;
  }
  if (line.valueType !== 'QUANTITATIVE') return undefined;
  if (!given(line.sampleQty)) return { key: 'sampleQty', message: '定量项目须填写检测数' };
  if (!given(upperLimit) && !given(lowerLimit)) return { key: 'upperLimit', message: '定量项目须填写上限或下限' };
  if (given(upperLimit) && given(lowerLimit) && lowerLimit > upperLimit)
    return { key: 'lowerLimit', message: `下限 ${lowerLimit} 不能大于上限 ${upperLimit}` };
  if (given(standardValue) && given(lowerLimit) && standardValue < lowerLimit)
    return { key: 'standardValue', message: `标准值 ${standardValue} 不能小于下限 ${lowerLimit}` };
  if (given(standardValue) && given(upperLimit) && standardValue > upperLimit)
    return { key: 'standardValue', message: `标准值 ${standardValue} 不能大于上限 ${upperLimit}` };
  return undefined;
}

/** Each material once in a standard. */
export function materialLineProblem(
  line: MaterialLine,
  index: number,
  lines: readonly MaterialLine[],
): Problem | undefined {
  if (!line.materialId) return undefined;
  const first = lines.findIndex((other) => other.materialId === line.materialId);
  return first >= 0 && first < index
    ? { key: 'materialId', message: `物料 ${line.materialCode ?? ''} 与第 ${first + 1} 行重复，同一物料只能出现一次` }
    : undefined;
}

/** The unit's decimals of a 定量 line's values (mm: 3; MΩ: 0). */
const unitDecimals = (line: ItemLine) =>
  line.precision !== null && line.precision !== undefined
    ? { places: line.precision, ...(line.uomSymbol ? { unit: line.uomSymbol } : {}) }
    : undefined;

/** A 定性 line takes no values: its value cells are read-only. */
const qualitative = (line: ItemLine) => line.valueType === 'QUALITATIVE';

const VALUE_TYPE_TEXT: Record<QmValueType, string> = { QUANTITATIVE: '定量', QUALITATIVE: '定性' };

/** 检验项目行's columns: the item (picked, or its code pasted), what it is, the values in its unit, how it is checked. */
export const ITEM_LINE_COLUMNS: readonly GridColumn<ItemLine>[] = [
  {
    key: 'itemId',
    title: '检验项目',
    kind: 'picker',
    width: 190,
    text: (line) => (line.itemCode ? `${line.itemCode} ${line.itemName ?? ''}`.trim() : ''),
  },
  {
    key: 'valueType',
    title: '定量/定性',
    kind: 'readonly',
    width: 80,
    value: (line) => (line.valueType ? VALUE_TYPE_TEXT[line.valueType] : ''),
  },
  { key: 'uomSymbol', title: '单位', kind: 'readonly', width: 60 },
  {
    key: 'standardValue',
    title: '标准值',
    kind: 'number',
    width: 90,
    align: 'right',
    decimals: unitDecimals,
    readOnly: qualitative,
  },
  {
    key: 'upperLimit',
    title: '上限',
    kind: 'number',
    width: 90,
    align: 'right',
    decimals: unitDecimals,
    readOnly: qualitative,
  },
  {
    key: 'lowerLimit',
    title: '下限',
    kind: 'number',
    width: 90,
    align: 'right',
    decimals: unitDecimals,
    readOnly: qualitative,
  },
  { key: 'sampleQty', title: '检测数', kind: 'number', width: 80, align: 'right' },
  { key: 'method', title: '检测方法', width: 200 },
  { key: 'requirement', title: '判定要求', width: 180 },
  { key: 'tool', title: '检测工具', kind: 'readonly', width: 110 },
];

const percent = () => ({ places: 2 });

/** 适用物料's columns: the material (picked), its own plan (empty: the standard's), 最低检测数, the allowed rates. */
export const MATERIAL_LINE_COLUMNS: readonly GridColumn<MaterialLine>[] = [
  {
    key: 'materialId',
    title: '物料',
    kind: 'picker',
    width: 210,
    text: (line) => (line.materialCode ? `${line.materialCode} ${line.materialName ?? ''}`.trim() : ''),
  },
  { key: 'specification', title: '规格', kind: 'readonly', width: 160 },
  { key: 'samplingPlanId', title: '抽样方案（空为标准的）', kind: 'select', width: 190 },
  { key: 'minCheckQty', title: '最低检测数', kind: 'number', width: 90, align: 'right' },
  { key: 'crRate', title: 'CR 允许率 %', kind: 'number', width: 95, align: 'right', decimals: percent },
  { key: 'majRate', title: 'MAJ 允许率 %', kind: 'number', width: 100, align: 'right', decimals: percent },
  { key: 'minRate', title: 'MIN 允许率 %', kind: 'number', width: 100, align: 'right', decimals: percent },
  { key: 'remark', title: '备注', width: 140 },
];

/** An empty 检验项目行, to pick an item into. */
export const emptyItemLine = (): ItemLine => ({
  itemId: '',
  standardValue: null,
  upperLimit: null,
  lowerLimit: null,
  sampleQty: null,
  method: '',
  requirement: '',
  sopFiles: [],
});

/** An empty binding, to pick a material into. */
export const emptyMaterialLine = (): MaterialLine => ({
  materialId: '',
  samplingPlanId: '',
  minCheckQty: 0,
  crRate: 0,
  majRate: 0,
  minRate: 0,
  remark: '',
});

/** A new binding starts strict: no minimum of its own, no defect allowed (the rates are typed where a class may have some). */
export const newMaterialLine = (): Partial<MaterialLine> => ({ minCheckQty: 0, crRate: 0, majRate: 0, minRate: 0 });

/** A version's lines and bindings as the form edits them (an edit starts from the detail). */
export function linesOfStandard(standard: QmStandardDetail): ItemLine[] {
  return standard.lines.map((line) => ({
    itemId: line.itemId,
    standardValue: line.standardValue ?? null,
    upperLimit: line.upperLimit ?? null,
    lowerLimit: line.lowerLimit ?? null,
    sampleQty: line.sampleQty ?? null,
    method: line.method ?? '',
    requirement: line.requirement ?? '',
    sopFiles: line.sopFiles ?? [],
    itemCode: line.itemCode,
    itemName: line.itemName,
    valueType: line.valueType,
    uomSymbol: line.uomSymbol ?? null,
    precision: line.precision ?? null,
    tool: line.tool ?? null,
  }));
}

export function materialsOfStandard(standard: QmStandardDetail): MaterialLine[] {
  return standard.materials.map((material) => ({
    materialId: material.materialId,
    samplingPlanId: material.samplingPlanId ?? '',
    minCheckQty: material.minCheckQty,
    crRate: material.crRate,
    majRate: material.majRate,
    minRate: material.minRate,
    remark: material.remark ?? '',
    materialCode: material.materialCode,
    materialName: material.materialName,
    specification: material.specification ?? null,
    uomName: material.uomName,
  }));
}
