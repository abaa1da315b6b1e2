import * as z from 'zod/mini';
import { MaterialPickField } from '@/entities/material';
import { ibwRuleProblems, RULE_ENABLED } from '@/entities/storage/rule';
import { qtyWithUnit } from '@/entities/storage/stock';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import { stIbwRule } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { StateTag, stateOptions } from '@/shared/ui/state-tag';

/**
 * 库存上下限规则 (docs/design/scm-storage-2.md → IBW): per material and warehouse a minimum, a safety stock and a maximum,
 * 最低 ≤ 安全 < 最高 (1018605).
 */
export const IbwRuleList = defineCrudScreen(stIbwRule, {
  noun: '库存上下限规则',
  columns: [
    {
      dataIndex: 'materialCode',
      title: '物料',
      example: 'EL-R0603-10K 贴片电阻',
      hideAble: false,
      render: (_v, row) => `${row.materialCode} ${row.materialName}`,
    },
    { dataIndex: 'houseName', title: '仓库', example: '原材料一号仓' },
    { dataIndex: 'minQty', title: '最低库存', align: 'right', render: (_v, row) => qtyWithUnit(row, row.minQty) },
    { dataIndex: 'safetyQty', title: '安全库存', align: 'right', render: (_v, row) => qtyWithUnit(row, row.safetyQty) },
    { dataIndex: 'maxQty', title: '最高库存', align: 'right', render: (_v, row) => qtyWithUnit(row, row.maxQty) },
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
    houseId: { label: '仓库', kind: 'custom', render: (field) => <WarehouseSelect {...field} /> },
    minQty: { placeholder: '可用 + 在途低于此数为“低于最低”' },
    safetyQty: { placeholder: '可用 + 在途低于此数为“低于安全”' },
    maxQty: { placeholder: '在库高于此数为“高于最高”' },
    enabled: { label: '启用', kind: 'switch' },
    remark: { kind: 'textarea', wide: true },
  },
  empty: { enabled: true },
  checks: [
    z.superRefine((body, context) => {
      for (const problem of ibwRuleProblems(body))
        context.issues.push({ code: 'custom', message: problem.message, path: [problem.field], input: body });
    }),
  ],
  table: { selection: 'checkbox' },
});
