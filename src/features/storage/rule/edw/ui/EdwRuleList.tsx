import * as z from 'zod/mini';
import { MaterialGroupTreeSelect, MaterialPickField } from '@/entities/material';
import { EDW_SCOPES, RULE_ENABLED } from '@/entities/storage/rule';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import { formatMoney } from '@/shared/lib/format';
import { stEdwRule } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { StateTag, stateOptions } from '@/shared/ui/state-tag';

const SCOPE_OPTIONS = Object.entries(EDW_SCOPES).map(([value, title]) => ({ value, title }));

/**
 * 呆滞预警规则 (docs/design/scm-storage-2.md → 呆滞预警): a material group or a material, in a warehouse (or all), is
 * dead stock after N days without movement (LOCK / ALLOCATE not counted) when worth at least the minimum.
 */
export const EdwRuleList = defineCrudScreen(stEdwRule, {
  noun: '呆滞预警规则',
  columns: [
    {
      dataIndex: 'scope',
      title: '范围',
      example: '物料组',
      hideAble: false,
      render: (_v, row) => EDW_SCOPES[row.scope],
    },
    {
      dataIndex: 'materialGroupName',
      title: '物料组 / 物料',
      example: 'AX-SOLDER-08 无铅焊锡丝',
      render: (_v, row) =>
        row.scope === 'GROUP' ? row.materialGroupName : `${row.materialCode ?? ''} ${row.materialName ?? ''}`,
    },
    {
      dataIndex: 'houseName',
      title: '仓库',
      example: '原材料一号仓',
      render: (_v, row) => row.houseName ?? '全部仓库',
    },
    { dataIndex: 'idleDays', title: '呆滞天数', align: 'right', example: '180' },
    {
      dataIndex: 'minValue',
      title: '最低金额（元）',
      align: 'right',
      example: '1,000.00',
      render: (_v, row) => (row.minValue == null ? '不限' : formatMoney(row.minValue)),
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
  conditions: [
    { key: 'scope', title: '范围', type: 'select', options: SCOPE_OPTIONS },
    { key: 'enabled', title: '启用', type: 'select', options: stateOptions(RULE_ENABLED) },
  ],
  form: {
    scope: { kind: 'select', options: SCOPE_OPTIONS },
    materialGroupId: {
      label: '物料组',
      kind: 'custom',
      render: (field) => <MaterialGroupTreeSelect {...field} placeholder="范围为物料组时选择" />,
    },
    materialId: {
      label: '物料',
      kind: 'custom',
      render: (field, record) => (
        <MaterialPickField
          {...field}
          placeholder="范围为物料时选择"
          text={record?.materialCode ? `${record.materialCode} ${record.materialName ?? ''}` : undefined}
        />
      ),
    },
    houseId: {
      label: '仓库',
      kind: 'custom',
      render: (field) => <WarehouseSelect {...field} placeholder="全部仓库" />,
    },
    idleDays: { placeholder: '无移动多少天算呆滞，1–3650' },
    minValue: { label: '最低金额（元）', placeholder: '空为不限' },
    enabled: { label: '启用', kind: 'switch' },
    remark: { kind: 'textarea', wide: true },
  },
  empty: { scope: 'GROUP', idleDays: 90, enabled: true },
  // 范围为“物料组”时须选择物料组, likewise 物料 (1018609), said before sending.
  checks: [
    z.refine((body) => body.scope !== 'GROUP' || !!body.materialGroupId, {
      message: '范围为“物料组”时须选择物料组',
      path: ['materialGroupId'],
    }),
    z.refine((body) => body.scope !== 'MATERIAL' || !!body.materialId, {
      message: '范围为“物料”时须选择物料',
      path: ['materialId'],
    }),
  ],
  table: { selection: 'checkbox' },
});
