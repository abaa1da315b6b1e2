import { LIFE_MODES } from '@/entities/mes/tool-category';
import { mfgToolsExport, mfgToolsPageSource, type MfgToolsPageData, type MfgToolsPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ExportFile } from '@/shared/ui/data-table';

export type MfgTool = MfgToolsPageData['rows'][number];
export type ToolQuery = MfgToolsPageVariables['body'];

/** 在库 → 在用 → 维修中 → 报废 (a scrapped tool is read-only). */
export const TOOL_STATES = [
  { value: 'STORE', title: '在库', color: 'success' },
  { value: 'ISSUE', title: '在用', color: 'processing' },
  { value: 'REPAIR', title: '维修中', color: 'warning' },
  { value: 'SCRAP', title: '报废', color: 'default' },
] as const;

export const toolConditions: SearchCondition<keyof ToolQuery & string>[] = [
  { key: 'name', title: '工装名称', type: 'input' },
  { key: 'code', title: '工装编码', type: 'input' },
  {
    key: 'state',
    title: '工装状态',
    type: 'select',
    options: TOOL_STATES.map(({ value, title }) => ({ value, title })),
    multiple: true,
  },
  { key: 'lifeMode', title: '寿命方式', type: 'select', options: [...LIFE_MODES], multiple: true },
];

export const toolSource = mfgToolsPageSource;

/** The selected tools' ids, otherwise the current conditions (§5). */
export const exportTools: ExportFile<ToolQuery> = (request) => mfgToolsExport({ body: request });
