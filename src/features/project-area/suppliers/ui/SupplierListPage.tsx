import { Badge, type BadgeProps } from 'antd';
import { ProjectScoped, removeFromProject } from '@/entities/project';
import { pmProjSupplier, pmProjSupplierDelete, type PmProjSupplierPageData } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

const PPAP_STATES = [
  { value: 'NOT_STARTED', title: '未开始' },
  { value: 'SUBMITTED', title: '已提交' },
  { value: 'APPROVED', title: '已批准' },
  { value: 'REJECTED', title: '已驳回' },
] as const;

const STATE_BADGE: Record<PmProjSupplierPageData['rows'][number]['ppapState'], NonNullable<BadgeProps['status']>> = {
  NOT_STARTED: 'default',
  SUBMITTED: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
};
const stateTitle = (value: string) => PPAP_STATES.find((o) => o.value === value)?.title ?? value;
const ppapStateOptions = PPAP_STATES.map(({ value, title }) => ({ value, title }));

/** 供应商 engaged in a project, with what they supply and where their PPAP stands. */
export const SupplierList = defineCrudScreen(pmProjSupplier, {
  noun: '供应商',
  columns: [
    { dataIndex: 'supplierName', title: '供应商', example: '英飞凌科技（无锡）有限公司', hideAble: false },
    { dataIndex: 'category', title: '类别', example: '电子元器件' },
    { dataIndex: 'commodity', title: '供货品类', example: 'IGBT 功率模块（第二来源）' },
    { dataIndex: 'contactName', title: '联系人', example: '钱晓东' },
    { dataIndex: 'contactPhone', title: '联系电话', example: '13912345678' },
    { dataIndex: 'ppapLevel', title: 'PPAP 等级', align: 'center', render: (_v, row) => `等级 ${row.ppapLevel}` },
    {
      dataIndex: 'ppapState',
      title: 'PPAP 状态',
      options: PPAP_STATES,
      filter: true,
      render: (_v, row) => <Badge status={STATE_BADGE[row.ppapState]} text={stateTitle(row.ppapState)} />,
    },
  ],
  conditions: [
    'supplierName',
    { key: 'ppapState', title: 'PPAP 状态', type: 'select', options: ppapStateOptions, multiple: true },
  ],
  form: {
    projId: { label: '项目', hidden: true },
    supplierName: {},
    category: { placeholder: '如 电子元器件、结构件' },
    commodity: { placeholder: '如 IGBT 功率模块' },
    contactName: {},
    contactPhone: {},
    ppapLevel: { placeholder: '1–5' },
    ppapState: { options: ppapStateOptions },
  },
  empty: (scope) => ({ projId: scope?.projId ?? '', ppapLevel: 3, ppapState: 'NOT_STARTED' }),
  table: { addLabel: '添加供应商' },
  rowActions: ['edit', removeFromProject(pmProjSupplierDelete)],
});

export function SupplierListPage() {
  return <ProjectScoped>{(projId) => <SupplierList extendedParams={{ projId }} />}</ProjectScoped>;
}
