import * as z from 'zod/mini';
import { INSPECT_MODE_NAMES, optionsOf, PROCESS_TYPE_NAMES, REPORT_MODE_NAMES, TIME_UNIT_NAMES } from '@/entities/mes/mfg-process';
import { mfgProcessAddBodyFacts, type MfgProcessDetailData } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';

/** 工序 add/edit form on the contract's MfgProcessForm: rules and input limits come from its facts. */
export const processForm = defineForm(mfgProcessAddBodyFacts, {
  code: { label: '工序编码', placeholder: '如 GX-080' },
  name: { label: '工序名称' },
  processType: { label: '工序类型', options: optionsOf(PROCESS_TYPE_NAMES) },
  reportMode: { label: '报工方式', options: optionsOf(REPORT_MODE_NAMES) },
  stdTime: { label: '标准工时' },
  timeUnit: { label: '工时单位', options: optionsOf(TIME_UNIT_NAMES) },
  setupTime: { label: '准备工时（分钟/批）' },
  // A line picked from the production lines (the modal renders the select).
  lineId: { label: '默认工作中心', kind: 'custom' },
  inspectRequired: { label: '是否需检验' },
  inspectMode: { label: '检验方式', kind: 'select', options: optionsOf(INSPECT_MODE_NAMES) },
  remark: { label: '说明', kind: 'textarea', wide: true },
});

// A process that needs inspection says how; one that does not sends no way.
export const processFormSchema = processForm.schema.check(
  z.refine((p) => !p.inspectRequired || p.inspectMode !== null, { message: '需检验的工序请选择检验方式', path: ['inspectMode'] }),
  z.refine((p) => p.inspectRequired || p.inspectMode === null, { message: '无需检验的工序不填检验方式', path: ['inspectMode'] }),
);

export type ProcessFormValues = typeof processForm.empty;
export type ProcessFormBody = z.output<typeof processFormSchema>;

export const emptyProcess: ProcessFormValues = { ...processForm.empty, timeUnit: 'MIN', reportMode: 'QTY', inspectRequired: false };

export function processFormValues(p: MfgProcessDetailData): ProcessFormValues {
  return {
    code: p.code,
    name: p.name,
    processType: p.processType,
    reportMode: p.reportMode,
    stdTime: p.stdTime,
    timeUnit: p.timeUnit,
    setupTime: p.setupTime ?? null,
    lineId: p.lineId ?? '',
    inspectRequired: p.inspectRequired,
    inspectMode: p.inspectMode ?? '',
    remark: p.remark ?? '',
  };
}
