import { Badge, type BadgeProps } from 'antd';
import * as z from 'zod/mini';
import { ProjectScoped } from '@/entities/project';
import { pmProjFt, pmProjFtDelete, type PmProjFtPageData } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { formatMoney } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

const FT_TYPES = [
  { value: 'FIXTURE', title: '夹具' },
  { value: 'MOLD', title: '模具' },
  { value: 'GAUGE', title: '检具' },
  { value: 'TOOL', title: '工装' },
] as const;

const FT_STATES = [
  { value: 'PLAN', title: '规划' },
  { value: 'MAKING', title: '制作中' },
  { value: 'ACCEPTING', title: '验收' },
  { value: 'ACCEPTED', title: '已验收' },
] as const;

const STATE_BADGE: Record<PmProjFtPageData['rows'][number]['ftState'], NonNullable<BadgeProps['status']>> = {
  PLAN: 'default',
  MAKING: 'processing',
  ACCEPTING: 'warning',
  ACCEPTED: 'success',
};
const titleOf = (list: readonly { value: string; title: string }[], value: string) =>
  list.find((o) => o.value === value)?.title ?? value;
const options = (list: readonly { value: string; title: string }[]) =>
  list.map(({ value, title }) => ({ value, title }));

/** F&T of a project: fixtures, moulds, gauges and tooling with supplier, cost (in 元) and completion. */
export const FtList = defineCrudScreen(pmProjFt, {
  noun: 'F&T',
  columns: [
    { dataIndex: 'ftCode', title: '编号', example: 'FT-750-001', hideAble: false },
    { dataIndex: 'ftName', title: '名称', example: '散热器压铸模（1.5kW 机型）' },
    {
      dataIndex: 'ftType',
      title: '类型',
      options: FT_TYPES,
      filter: true,
      render: (_v, row) => titleOf(FT_TYPES, row.ftType),
    },
    { dataIndex: 'supplierName', title: '供应商', example: '宁波海天精工模具有限公司', ellipsis: true },
    {
      dataIndex: 'cost',
      title: '费用（元）',
      align: 'right',
      example: '286,000.00',
      render: (_v, row) => formatMoney(row.cost),
    },
    { dataIndex: 'planDate', title: '计划完成', example: '2026-10-30', sorter: true },
    { dataIndex: 'actualDate', title: '实际完成', example: '2026-11-12' },
    {
      dataIndex: 'ftState',
      title: '状态',
      options: FT_STATES,
      filter: true,
      render: (_v, row) => <Badge status={STATE_BADGE[row.ftState]} text={titleOf(FT_STATES, row.ftState)} />,
    },
  ],
  conditions: [
    'ftName',
    { key: 'ftType', title: '类型', type: 'select', options: options(FT_TYPES), multiple: true },
    { key: 'ftState', title: '状态', type: 'select', options: options(FT_STATES), multiple: true },
  ],
  addTitle: '新增 F&T',
  editTitle: (row) => `编辑 F&T：${row.ftCode}`,
  form: {
    projId: { label: '项目', hidden: true },
    ftCode: { placeholder: '如 FT-750-009' },
    ftName: {},
    ftType: { options: options(FT_TYPES) },
    supplierName: {},
    cost: {},
    planDate: { kind: 'date', rule: requiredChoice('计划完成日期') },
    actualDate: { kind: 'date' },
    ftState: { options: options(FT_STATES) },
  },
  empty: (scope) => ({ projId: scope?.projId ?? '', ftState: 'PLAN' }),
  // An accepted item has its completion date.
  checks: [
    z.refine((form) => form.ftState !== 'ACCEPTED' || Boolean(form.actualDate), {
      message: '已验收时请填写实际完成日期',
      path: ['actualDate'],
    }),
  ],
  table: { addLabel: '新增 F&T' },
  rowActions: [
    'edit',
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      run: (row, options) => pmProjFtDelete({ body: { projId: row.projId, ids: [row.id] } }, options),
      done: '已删除',
    },
  ],
});

export function FtListPage() {
  return <ProjectScoped>{(projId) => <FtList extendedParams={{ projId }} />}</ProjectScoped>;
}
