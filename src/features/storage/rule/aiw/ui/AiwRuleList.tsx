import * as z from 'zod/mini';
import { MaterialGroupTreeSelect } from '@/entities/material';
import { bandsProblem, bandTitles, RULE_ENABLED } from '@/entities/storage/rule';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import { stAiwRule } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { StateTag, stateOptions } from '@/shared/ui/state-tag';

const WARN_BAND_OPTIONS = [
  { value: 1, title: '第一段起' },
  { value: 2, title: '第二段起' },
  { value: 3, title: '第三段起' },
  { value: 4, title: '第四段' },
];

/**
 * 库龄预警规则 (docs/design/scm-storage-2.md → AIW): per material group (and warehouse, or all) three limits give four
 * age bands (0–90, 91–180, 181–365, > 365 天) and the band from which stock warns.
 */
export const AiwRuleList = defineCrudScreen(stAiwRule, {
  noun: '库龄预警规则',
  columns: [
    { dataIndex: 'materialGroupName', title: '物料组', example: '电子元器件', hideAble: false },
    {
      dataIndex: 'houseName',
      title: '仓库',
      example: '原材料一号仓',
      render: (_v, row) => row.houseName ?? '全部仓库',
    },
    {
      dataIndex: 'band1Days',
      title: '库龄段',
      example: '0–90 天 · 91–180 天 · 181–365 天 · 365 天以上',
      render: (_v, row) => bandTitles(row).join(' · '),
    },
    {
      dataIndex: 'warnBand',
      title: '预警段',
      example: '181–365 天起',
      render: (_v, row) => `${bandTitles(row)[row.warnBand - 1] ?? ''}${row.warnBand < 4 ? '起' : ''}`,
    },
    {
      dataIndex: 'enabled',
      title: '启用',
      example: '启用',
      render: (_v, row) => <StateTag states={RULE_ENABLED} state={row.enabled ? 'true' : 'false'} />,
    },
    'remark',
    'updateTime',
  ],
  conditions: [{ key: 'enabled', title: '启用', type: 'select', options: stateOptions(RULE_ENABLED) }],
  form: {
    materialGroupId: {
      label: '物料组',
      kind: 'custom',
      render: (field) => <MaterialGroupTreeSelect {...field} />,
    },
    houseId: {
      label: '仓库',
      kind: 'custom',
      render: (field) => <WarehouseSelect {...field} placeholder="全部仓库" />,
    },
    band1Days: { label: '第一段上限（天）', placeholder: '如 90：0–90 天' },
    band2Days: { label: '第二段上限（天）', placeholder: '如 180：91–180 天' },
    band3Days: { label: '第三段上限（天）', placeholder: '如 365：181–365 天，之后为第四段' },
    warnBand: { label: '预警起始段', kind: 'select', options: WARN_BAND_OPTIONS },
    enabled: { label: '启用', kind: 'switch' },
    remark: { kind: 'textarea', wide: true },
  },
  empty: { band1Days: 90, band2Days: 180, band3Days: 365, warnBand: 3, enabled: true },
  // 库龄段须递增 (1018606), said before sending.
  checks: [
    z.superRefine((body, context) => {
      const problem = bandsProblem(body);
      if (problem) context.issues.push({ code: 'custom', message: problem, path: ['band2Days'], input: body });
    }),
  ],
  table: { selection: 'checkbox' },
});
