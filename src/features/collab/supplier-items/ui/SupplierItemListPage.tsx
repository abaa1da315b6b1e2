import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { SupplierSelect } from '@/entities/supplier';
import { collabSupplierItem, mdSupplierPageQueryOptions, type MdSupplierPageData } from '@/shared/api';
import { decimalsOf, formatNumber } from '@/shared/lib/format';
import type { SearchCondition } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { INSPECT_MODE_OPTIONS, inspectModeText } from '../model/inspect-modes';
import { saveChecked } from '../model/save-checked';
import { ScopeMaterialSelect } from './ScopeMaterialSelect';
import { SwitchingCell } from './SwitchingCell';

/** A quantity in our unit as it is (5,000; 0.5). */
const qty = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? '' : `${formatNumber(value, Math.min(6, decimalsOf(value)))} ${unit}`;

/** 供应商物料: one row per supplier × our material (its part number, units, packs, lead time, inspection). */
export const SupplierItemList = defineCrudScreen(collabSupplierItem, {
  noun: '供应商物料',
  columns: [
    {
      dataIndex: 'supplierName',
      title: '供应商',
      example: 'SUP-0047 亚太轻合金',
      render: (_, item) => `${item.supplierCode} ${item.supplierName}`,
    },
    {
      dataIndex: 'materialCode',
      title: '物料',
      example: 'EL-C0805-10U 贴片电容',
      hideAble: false,
      render: (_, item) => `${item.materialCode} ${item.materialName}`,
    },
    { dataIndex: 'specification', title: '规格', width: 180, ellipsis: true, hide: 'narrow' },
    { dataIndex: 'supplierItemNo', title: '供应商料号', example: 'SPCC-1.5X1250X2500', sorter: true },
    { dataIndex: 'supplierItemName', title: '供应商品名', width: 200, ellipsis: true, hide: 'narrow' },
    {
      dataIndex: 'conversion',
      title: '单位换算',
      example: '1 盘 = 5,000 个',
      render: (_, item) => `1 ${item.supplierUom} = ${qty(item.conversion, item.uomName)}`,
    },
    {
      dataIndex: 'minPackQty',
      title: '最小包装量',
      align: 'right',
      hide: 'narrow',
      example: '5,000 千克',
      render: (_, item) => qty(item.minPackQty, item.uomName),
    },
    {
      dataIndex: 'moq',
      title: '最小订购量',
      align: 'right',
      hide: 'narrow',
      example: '50,000 千克',
      render: (_, item) => qty(item.moq, item.uomName),
    },
    { dataIndex: 'leadTimeDays', title: '采购提前期（天）', align: 'right' },
    'status',
    {
      dataIndex: 'effectiveInspectMode',
      title: '检验方式',
      example: '全检（供应商配置）',
      render: (_, item) => inspectModeText(item),
    },
    {
      // Not a field of the row: the state is the quality module's, read per supplier (keyed by the material it is of).
      dataIndex: 'materialId',
      title: '检验严格度',
      example: '加严检验 · 暂停检验',
      render: (_, item) => <SwitchingCell supplierId={item.supplierId} materialId={item.materialId} />,
    },
    'remark',
    'updateTime',
  ],
  conditions: [{ key: 'materialCode', title: '物料编码', type: 'input' }, 'supplierItemNo', 'status'],
  form: {
    supplierId: { label: '供应商', kind: 'custom', render: (field) => <SupplierSelect {...field} /> },
    materialId: {
      label: '物料',
      kind: 'custom',
      render: (field, item) => <ScopeMaterialSelect {...field} record={item} />,
    },
    supplierItemNo: { placeholder: '字母、数字与 . _ / -' },
    supplierItemName: {},
    supplierUom: { label: '供应商单位', placeholder: '如 盘、包、吨' },
    conversion: { placeholder: '1 供应商单位 = 多少我方单位' },
    minPackQty: { label: '最小包装量（我方单位）' },
    moq: { label: '最小订购量（我方单位）' },
    leadTimeDays: {},
    inspectModeOverride: {
      label: '检验方式',
      kind: 'select',
      options: INSPECT_MODE_OPTIONS,
      placeholder: '跟随供应商配置',
    },
    remark: { kind: 'textarea', wide: true },
  },
  // The contract's conversion is above 0 (exclusiveMinimum, which the body facts do not carry).
  checks: [
    z.refine((item) => item.conversion > 0, { message: '单位换算须大于 0', path: ['conversion'] }),
    z.refine((item) => item.moq === null || item.minPackQty === null || item.moq >= item.minPackQty, {
      message: '最小订购量不能小于最小包装量',
      path: ['moq'],
    }),
  ],
  save: saveChecked,
  detail: true,
  rowActions: [
    'detail',
    'edit',
    {
      kind: 'panel',
      action: 'switching',
      title: '检验严格度',
      require: 'collabSupplierItem:detail',
      load: () => import('./SwitchingDrawer').then((m) => m.SwitchingDrawer),
    },
  ],
  table: { selection: 'checkbox' },
});

const suppliers = {
  ...mdSupplierPageQueryOptions({ body: { pageNo: 1, pageSize: 200 } }),
  select: (page: MdSupplierPageData) => page.rows,
};

/** 供应商物料 (scm.collabSupplierItem), its 供应商 condition offering the suppliers the server has. */
export function SupplierItemListPage() {
  const list = useQuery(suppliers);
  const conditions = useMemo(
    (): readonly SearchCondition[] => [
      {
        key: 'supplierId',
        title: '供应商',
        type: 'select',
        options: (list.data ?? []).map((supplier) => ({
          value: supplier.id,
          title: `${supplier.code} ${supplier.name}`,
        })),
      },
      ...(SupplierItemList.screen.conditions ?? []),
    ],
    [list.data],
  );
  return <SupplierItemList conditions={conditions} />;
}
