import { Badge, Input, type BadgeProps } from 'antd';
import { MaterialPickField } from '@/entities/material';
import { ProjectScoped, removeFromProject } from '@/entities/project';
import { pmProjPart, pmProjPartDelete, type PmProjPartPageData } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { formatNumber } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

const MAKE_BUY = [
  { value: 'MAKE', title: '自制' },
  { value: 'BUY', title: '外购' },
] as const;

const PART_STATUSES = [
  { value: 'DESIGN', title: '设计中' },
  { value: 'FROZEN', title: '已冻结' },
  { value: 'MASS', title: '已量产' },
] as const;

const STATUS_BADGE: Record<PmProjPartPageData['rows'][number]['partStatus'], NonNullable<BadgeProps['status']>> = {
  DESIGN: 'processing',
  FROZEN: 'warning',
  MASS: 'success',
};
const titleOf = (list: readonly { value: string; title: string }[], value: string) =>
  list.find((o) => o.value === value)?.title ?? value;
const options = (list: readonly { value: string; title: string }[]) =>
  list.map(({ value, title }) => ({ value, title }));

/**
 * 零件 of a project: materials with their use per product, make or buy, status and drawing; a new part is picked in
 * the material selector, an edited one keeps its material.
 */
export const PartList = defineCrudScreen(pmProjPart, {
  noun: '零件',
  columns: [
    { dataIndex: 'materialCode', title: '物料编码', example: 'PB-SD750-01', hideAble: false },
    { dataIndex: 'materialName', title: '零件名称', example: '塑料壳体（上盖）' },
    { dataIndex: 'specification', title: '规格', example: 'FS50R12，1200V/50A', ellipsis: true, hide: 'narrow' },
    {
      dataIndex: 'qtyPerProduct',
      title: '单台用量',
      align: 'right',
      render: (_v, row) => `${formatNumber(row.qtyPerProduct, 0)}${row.uomName ? ` ${row.uomName}` : ''}`,
    },
    {
      dataIndex: 'makeBuy',
      title: '自制/外购',
      options: MAKE_BUY,
      filter: true,
      render: (_v, row) => titleOf(MAKE_BUY, row.makeBuy),
    },
    {
      dataIndex: 'partStatus',
      title: '零件状态',
      options: PART_STATUSES,
      filter: true,
      render: (_v, row) => (
        <Badge status={STATUS_BADGE[row.partStatus]} text={titleOf(PART_STATUSES, row.partStatus)} />
      ),
    },
    { dataIndex: 'drawingNo', title: '图号', example: 'SD750-PB-001' },
    { dataIndex: 'drawingVersion', title: '图纸版本', example: 'C' },
  ],
  conditions: [
    'materialName',
    { key: 'partStatus', title: '零件状态', type: 'select', options: options(PART_STATUSES), multiple: true },
    { key: 'makeBuy', title: '自制/外购', type: 'select', options: options(MAKE_BUY) },
  ],
  form: {
    projId: { label: '项目', hidden: true },
    materialId: {
      label: '物料',
      kind: 'custom',
      rule: requiredChoice('物料'),
      render: ({ value, onChange, onBlur }, row) =>
        row ? (
          <Input id="materialId" disabled value={`${row.materialCode} ${row.materialName}`} />
        ) : (
          <MaterialPickField id="materialId" value={value} onChange={onChange} onBlur={onBlur} />
        ),
    },
    qtyPerProduct: {},
    makeBuy: { options: options(MAKE_BUY) },
    partStatus: { options: options(PART_STATUSES) },
    drawingNo: { placeholder: '如 SD750-HS-002' },
    drawingVersion: { placeholder: '如 A' },
  },
  empty: (scope) => ({ projId: scope?.projId ?? '', makeBuy: 'BUY', partStatus: 'DESIGN' }),
  table: { addLabel: '添加零件' },
  rowActions: ['edit', removeFromProject(pmProjPartDelete)],
});

export function PartListPage() {
  return <ProjectScoped>{(projId) => <PartList extendedParams={{ projId }} />}</ProjectScoped>;
}
