import type { scmSchemas } from '@/shared/api';
import type { DefectRecord } from './inspection-labels';

export type DefectBody = scmSchemas['schemas']['QmDefectRecordForm'];
export type QmFile = scmSchemas['schemas']['QmFile'];

/** The inputs of 记录缺陷: the sample numbers typed as '7, 12' (or '7 12'). */
export interface DefectValues {
  lineId: string | null;
  defectId: string | null;
  qty: number | null;
  sampleNos: string;
  description: string;
}

export const MAX_PICTURES = 9;

export const defectValuesOf = (record: Partial<DefectRecord>): DefectValues => ({
  lineId: record.lineId ?? null,
  defectId: record.defectId ?? null,
  qty: record.qty ?? null,
  sampleNos: (record.sampleNos ?? []).join(', '),
  description: record.description ?? '',
});

const parseNos = (text: string) =>
  text
    .split(/[\s,，、;；]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));

/**
 * Why a defect record cannot be saved, by field (1017106 and the contract's limits), or nothing: a code, a quantity
 * from 1 to the sample size (the pieces with the defect), sample numbers within the sample and not more than the
 * quantity, at most 9 pictures.
 */
export function defectProblems(
  values: DefectValues,
  sampleQty: number,
  pictureCount: number,
): Partial<Record<keyof DefectValues | 'pictures', string>> {
  const problems: Partial<Record<keyof DefectValues | 'pictures', string>> = {};
  if (!values.defectId) problems.defectId = '请选择缺陷代码';
  const { qty } = values;
  if (qty === null) problems.qty = '请填写数量';
  else if (!Number.isInteger(qty) || qty < 1) problems.qty = '数量须为正整数';
  else if (qty > sampleQty) problems.qty = `缺陷数量 ${qty} 超过样本量 ${sampleQty}`;
  const nos = parseNos(values.sampleNos);
  const bad = nos.find((no) => !Number.isInteger(no) || no < 1 || no > sampleQty);
  if (bad !== undefined) problems.sampleNos = `样本号须为 1–${sampleQty} 的整数，用逗号分隔`;
  else if (new Set(nos).size !== nos.length) problems.sampleNos = '样本号有重复';
  else if (qty !== null && nos.length > qty) problems.sampleNos = `样本号 ${nos.length} 个，多于数量 ${qty}`;
  if (values.description.length > 255) problems.description = '描述最多 255 个字';
  if (pictureCount > MAX_PICTURES) problems.pictures = `图片最多 ${MAX_PICTURES} 张`;
  return problems;
}

/** The body of qmIqcDefectAdd (and, with the record's id, of edit). */
export function defectBody(inspectionId: string, values: DefectValues, pictures: QmFile[]): DefectBody {
  return {
    inspectionId,
    lineId: values.lineId,
    defectId: values.defectId ?? '',
    qty: values.qty ?? 0,
    sampleNos: parseNos(values.sampleNos),
    description: values.description.trim() || null,
    pictures,
  };
}
