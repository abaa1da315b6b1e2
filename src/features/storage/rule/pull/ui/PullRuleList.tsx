import * as z from 'zod/mini';
import { MaterialPickField } from '@/entities/material';
import { PULL_QTY_MODES, PULL_TRIGGERS, pullRuleProblems, RULE_ENABLED } from '@/entities/storage/rule';
import { qtyWithUnit } from '@/entities/storage/stock';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import { stPullRule } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { StateTag, stateOptions } from '@/shared/ui/state-tag';
import { TargetLocationSelect } from './rule-fields';

const QTY_MODE_OPTIONS = Object.entries(PULL_QTY_MODES).map(([value, title]) => ({ value, title }));

/**
 * 拉动规则 (docs/design/scm-storage-2.md → 拉动规则): which material a line-side store pulls from which warehouse, when
 * (看板 at the reorder point, 计划 at the schedule's check) and how much (固定批量 boxes or up to the maximum).
 */
export const PullRuleList = defineCrudScreen(stPullRule, {
  noun: '拉动规则',
  columns: [
    {
      dataIndex: 'materialCode',
      title: '物料',
      example: 'EL-R0603-10K 贴片电阻',
      hideAble: false,
      render: (_v, row) => `${row.materialCode} ${row.materialName}`,
    },
    { dataIndex: 'fromHouseName', title: '来源仓库', example: '原材料一号仓' },
    {
      dataIndex: 'toHouseName',
      title: '目标线边仓',
      example: '线边仓二号库 XB2-01',
      render: (_v, row) => `${row.toHouseName}${row.toLocationCode ? ` ${row.toLocationCode}` : ''}`,
    },
    {
      dataIndex: 'trigger',
      title: '触发方式',
      example: '看板',
      render: (_v, row) => <StateTag states={PULL_TRIGGERS} state={row.trigger} />,
    },
    { dataIndex: 'minQty', title: '最低库存', align: 'right', render: (_v, row) => qtyWithUnit(row, row.minQty) },
    {
      dataIndex: 'reorderQty',
      title: '再订货点',
      align: 'right',
      render: (_v, row) => qtyWithUnit(row, row.reorderQty),
    },
    { dataIndex: 'maxQty', title: '最高库存', align: 'right', render: (_v, row) => qtyWithUnit(row, row.maxQty) },
    {
      dataIndex: 'qtyMode',
      title: '补货方式',
      example: '固定批量 5,000 个',
      render: (_v, row) =>
        row.qtyMode === 'FIXED' && row.fixedQty != null
          ? `固定批量 ${qtyWithUnit(row, row.fixedQty)}`
          : PULL_QTY_MODES[row.qtyMode],
    },
    { dataIndex: 'leadTimeHours', title: '提前期（小时）', align: 'right', example: '24' },
    {
      dataIndex: 'enabled',
      title: '启用',
      example: '启用',
      render: (_v, row) => <StateTag states={RULE_ENABLED} state={row.enabled ? 'true' : 'false'} />,
    },
    'remark',
    'updateTime',
  ],
  conditions: [
    { key: 'materialCode', title: '物料', type: 'input' },
    { key: 'trigger', title: '触发方式', type: 'select', options: stateOptions(PULL_TRIGGERS), multiple: true },
    { key: 'enabled', title: '启用', type: 'select', options: stateOptions(RULE_ENABLED) },
  ],
  form: {
    materialId: {
      label: '物料',
      kind: 'custom',
      render: (field, record) => (
        <MaterialPickField {...field} text={record ? `${record.materialCode} ${record.materialName}` : undefined} />
      ),
    },
    fromHouseId: { label: '来源仓库', kind: 'custom', render: (field) => <WarehouseSelect {...field} /> },
    toHouseId: { label: '目标线边仓', kind: 'custom', render: (field) => <WarehouseSelect {...field} /> },
    toLocationId: { label: '目标库位', kind: 'custom', render: (field) => <TargetLocationSelect {...field} /> },
    trigger: { kind: 'select', options: stateOptions(PULL_TRIGGERS) },
    minQty: { placeholder: '线边至少保有的数量' },
    reorderQty: { placeholder: '线边可用 + 在途降到此数即补货' },
    maxQty: { placeholder: '补至最高时补到此数' },
    qtyMode: { kind: 'select', options: QTY_MODE_OPTIONS },
    fixedQty: { label: '固定批量', placeholder: '一个看板箱的数量（固定批量时必填）' },
    leadTimeHours: { label: '提前期（小时）', placeholder: '0–720' },
    enabled: { label: '启用', kind: 'switch' },
    remark: { kind: 'textarea', wide: true },
  },
  empty: { trigger: 'KANBAN', qtyMode: 'FIXED', leadTimeHours: 4, enabled: true },
  // 最低 < 最高, 再订货点 between, 固定批量 > 0 (1018601), said before sending; the unit's decimals are the server's (1018602).
  checks: [
    z.superRefine((body, context) => {
      for (const problem of pullRuleProblems(body))
        context.issues.push({ code: 'custom', message: problem.message, path: [problem.field], input: body });
    }),
  ],
  table: { selection: 'checkbox' },
});
