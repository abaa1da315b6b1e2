import * as z from 'zod/mini';
import { pmProjFtAddBodyFacts } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import { ftOptions, type ProjFt } from './ft-list';

/** 新增 F&T / 编辑 F&T on the contract's PmProjFtForm; cost in 元. */
export const ftForm = defineForm(pmProjFtAddBodyFacts, {
  projId: { label: '项目', hidden: true },
  ftCode: { label: '编号', placeholder: '如 FT-750-009' },
  ftName: { label: '名称' },
  ftType: { label: '类型', options: ftOptions.ftType },
  supplierName: { label: '供应商' },
  cost: { label: '费用（元）' },
  planDate: { label: '计划完成', kind: 'date', rule: requiredChoice('计划完成日期') },
  actualDate: { label: '实际完成', kind: 'date' },
  ftState: { label: '状态', options: ftOptions.ftState },
});

/** An accepted item has its completion date. */
export const ftSchema = ftForm.schema.check(
  z.refine((form) => form.ftState !== 'ACCEPTED' || Boolean(form.actualDate), {
    message: '已验收时请填写实际完成日期',
    path: ['actualDate'],
  }),
);

export type FtFormValues = typeof ftForm.empty;
export type FtFormBody = z.output<typeof ftSchema>;

export const emptyFt = (projId: string | undefined): FtFormValues => ({
  ...ftForm.empty,
  projId: projId ?? '',
  ftState: 'PLAN',
});

export function ftFormValues(row: ProjFt): FtFormValues {
  return {
    projId: row.projId,
    ftCode: row.ftCode,
    ftName: row.ftName,
    ftType: row.ftType,
    supplierName: row.supplierName ?? '',
    cost: row.cost,
    planDate: row.planDate,
    actualDate: row.actualDate ?? '',
    ftState: row.ftState,
  };
}
