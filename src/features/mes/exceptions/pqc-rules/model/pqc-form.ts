import * as z from 'zod/mini';
import { mfgPqcRuleAddBodyFacts, type MfgPqcRuleDetailData } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import { inspectTypeOptions, judgeTypeOptions } from './pqc-options';

export const pqcForm = defineForm(mfgPqcRuleAddBodyFacts, {
  code: { label: '规则编码' },
  name: { label: '规则名称' },
  productId: { label: '适用产品', kind: 'custom' },
  processId: { label: '工序', kind: 'custom' },
  item: { label: '检验项目' },
  inspectType: { label: '检验类型', options: inspectTypeOptions },
  method: { label: '检验方法' },
  tool: { label: '检测工具' },
  frequencyType: { label: '抽样频率', kind: 'custom' },
  frequencyValue: { label: '频率 N', kind: 'custom' },
  sampleSize: { label: '抽样数量' },
  judgeType: { label: '判定方式', options: judgeTypeOptions },
  standardValue: { label: '标准值' },
  usl: { label: '上限 USL' },
  lsl: { label: '下限 LSL' },
  unit: { label: '单位' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

type Body = z.output<typeof pqcForm.schema>;
const given = (n: number | null): n is number => n !== null;

/**
 * What the contract says in words: N for 每 N 件/小时, a standard value for 计量, and LSL ≤ 标准值 ≤ USL. Each message
 * sits on the field to change.
 */
export const pqcFormSchema = pqcForm.schema.check(
  z.refine((r: Body) => r.frequencyType === 'SHIFT' || given(r.frequencyValue), {
    message: '请输入频率 N',
    path: ['frequencyValue'],
  }),
  z.refine((r: Body) => r.judgeType !== 'MEASURE' || given(r.standardValue), {
    message: '计量判定请输入标准值',
    path: ['standardValue'],
  }),
  z.refine((r: Body) => r.judgeType !== 'MEASURE' || given(r.usl) || given(r.lsl), {
    message: '计量判定至少填写上限 USL 或下限 LSL',
    path: ['usl'],
  }),
  z.refine((r: Body) => !given(r.lsl) || !given(r.usl) || r.lsl <= r.usl, {
    message: '下限 LSL 不能大于上限 USL',
    path: ['lsl'],
  }),
  z.refine((r: Body) => !given(r.standardValue) || !given(r.lsl) || r.standardValue >= r.lsl, {
    message: '标准值不能小于下限 LSL',
    path: ['standardValue'],
  }),
  z.refine((r: Body) => !given(r.standardValue) || !given(r.usl) || r.standardValue <= r.usl, {
    message: '标准值不能大于上限 USL',
    path: ['standardValue'],
  }),
);

export type PqcFormValues = typeof pqcForm.empty;
export type PqcFormBody = z.output<typeof pqcFormSchema>;

/** A new rule is sampled every shift and judged by measurement. */
export const emptyPqcRule: PqcFormValues = { ...pqcForm.empty, frequencyType: 'SHIFT', judgeType: 'MEASURE' };

export function pqcFormValues(r: MfgPqcRuleDetailData): PqcFormValues {
  return {
    code: r.code,
    name: r.name,
    productId: r.productId,
    processId: r.processId,
    item: r.item,
    inspectType: r.inspectType,
    method: r.method ?? '',
    tool: r.tool ?? '',
    frequencyType: r.frequencyType,
    frequencyValue: r.frequencyValue ?? null,
    sampleSize: r.sampleSize,
    judgeType: r.judgeType,
    standardValue: r.standardValue ?? null,
    usl: r.usl ?? null,
    lsl: r.lsl ?? null,
    unit: r.unit ?? '',
    remark: r.remark ?? '',
  };
}
