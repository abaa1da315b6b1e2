import * as z from 'zod/mini';
import { INSPECT_MODE_NAMES, type MfgProcess } from './process-labels';

/** 是否需检验 with its way (首检/巡检/全检), or 否. */
export const inspectionText = (p: Pick<MfgProcess, 'inspectRequired' | 'inspectMode'>) =>
  p.inspectRequired ? `是（${p.inspectMode ? INSPECT_MODE_NAMES[p.inspectMode] : '未定'}）` : '否';

type Inspection = { inspectRequired: boolean; inspectMode: string | null };

/** A process that needs inspection says how; one that does not sends no way. */
export const inspectionChecks = [
  z.refine<Inspection>((p) => !p.inspectRequired || p.inspectMode !== null, {
    message: '需检验的工序请选择检验方式',
    path: ['inspectMode'],
  }),
  z.refine<Inspection>((p) => p.inspectRequired || p.inspectMode === null, {
    message: '无需检验的工序不填检验方式',
    path: ['inspectMode'],
  }),
];
