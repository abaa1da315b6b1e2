import * as z from 'zod/mini';
import { opStdUomAdd, opStdUomAddBodyFacts, opStdUomEdit } from '@/shared/api';
import { defineForm, defineRecordForm } from '@/shared/ui/record-form';
import type { StdUom } from './std-uom-list';

/** The decimals the contract keeps of a conversion factor. */
export const FACTOR_DECIMALS = 6;

/** How many decimals a number has as typed (1e-7 has 7). */
export function decimalsOf(value: number): number {
  const [mantissa = '', exponent] = String(value).split('e');
  const decimals = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, decimals - Number(exponent ?? 0));
}

/** 标准计量单位 on the contract's OpStdUomForm, plus the rules its description leaves to the form. */
export const stdUomForm = defineForm(opStdUomAddBodyFacts, {
  code: { label: '单位编码' },
  name: { label: '单位名称' },
  symbol: { label: '符号', placeholder: '如 kg、mm、㎡' },
  dimension: { label: '量纲', kind: 'select', dict: 'unit_category' },
  baseUnit: { label: '基准单位' },
  factor: { label: '换算系数', placeholder: '1 本单位 = ? 基准单位' },
  precision: { label: '小数位数' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

type Body = z.output<typeof stdUomForm.schema>;

/** A base unit converts to itself (factor 1); a factor keeps at most six decimals (the server's column). */
export const stdUomSchema = stdUomForm.schema.check(
  z.refine<Body>((uom) => !uom.baseUnit || uom.factor === 1, { message: '基准单位的换算系数必须为 1', path: ['factor'] }),
  z.refine<Body>((uom) => decimalsOf(uom.factor) <= FACTOR_DECIMALS, { message: `换算系数最多 ${FACTOR_DECIMALS} 位小数`, path: ['factor'] }),
);

export type StdUomFormValues = typeof stdUomForm.empty;
export type StdUomFormBody = Body;

export function stdUomFormValues(uom: StdUom): StdUomFormValues {
  return {
    code: uom.code,
    name: uom.name,
    symbol: uom.symbol,
    dimension: uom.dimension,
    baseUnit: uom.baseUnit,
    factor: uom.factor,
    precision: uom.precision,
    remark: uom.remark ?? '',
  };
}

/** 新增标准计量单位 / 编辑标准计量单位. */
export const StdUomForm = defineRecordForm<StdUom, StdUomFormValues, StdUomFormBody>({
  noun: '标准计量单位',
  schema: stdUomSchema,
  fields: stdUomForm.fields(),
  empty: { ...stdUomForm.empty, factor: 1, precision: 2 },
  values: stdUomFormValues,
  add: (body, options) => opStdUomAdd({ body }, options),
  edit: (body, uom, options) => opStdUomEdit({ body: { ...body, id: uom.id } }, options),
});
