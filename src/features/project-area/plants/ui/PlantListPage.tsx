import { Badge } from 'antd';
import { ProjectScoped, removeFromProject } from '@/entities/project';
import { pmProjPlant, pmProjPlantDelete } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { formatNumber } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

const PLANT_ROLES = [
  { value: 'MASS', title: '量产' },
  { value: 'TRIAL', title: '试产' },
] as const;
const ROLE_OPTIONS = PLANT_ROLES.map(({ value, title }) => ({ value, title }));

/** 工厂 of a project: where it is produced (量产) and tried out (试产), with the SOP date; added or removed, never edited. */
export const PlantList = defineCrudScreen(pmProjPlant, {
  noun: '工厂',
  columns: [
    { dataIndex: 'plantCode', title: '工厂编码', example: 'SZ-01', hideAble: false },
    { dataIndex: 'plantName', title: '生产基地', example: '常州试制中心' },
    {
      dataIndex: 'plantRole',
      title: '角色',
      options: PLANT_ROLES,
      filter: true,
      render: (_v, row) => (
        <Badge
          status={row.plantRole === 'MASS' ? 'success' : 'processing'}
          text={row.plantRole === 'MASS' ? '量产' : '试产'}
        />
      ),
    },
    { dataIndex: 'sopDate', title: 'SOP 日期', example: '2027-03-15', sorter: true },
    { dataIndex: 'lineName', title: '产线', example: '驱动器总装 2 线' },
    {
      dataIndex: 'annualCapacity',
      title: '年产能（台）',
      align: 'right',
      render: (_v, row) => (row.annualCapacity == null ? '' : formatNumber(row.annualCapacity, 0)),
    },
    { dataIndex: 'address', title: '地址', width: 240, ellipsis: true, hide: 'narrow' },
  ],
  conditions: ['plantName', { key: 'plantRole', title: '角色', type: 'select', options: ROLE_OPTIONS }],
  // The project comes from the tab (?id=), not from an input.
  form: {
    projId: { label: '项目', hidden: true },
    plantCode: { placeholder: '如 SZ-01' },
    plantName: { placeholder: '如 苏州工厂' },
    plantRole: { options: ROLE_OPTIONS },
    sopDate: { kind: 'date', rule: requiredChoice('SOP 日期') },
    lineName: {},
    annualCapacity: {},
  },
  empty: (scope) => ({ projId: scope?.projId ?? '', plantRole: 'MASS' }),
  table: { addLabel: '添加工厂' },
  rowActions: [removeFromProject(pmProjPlantDelete)],
});

export function PlantListPage() {
  return <ProjectScoped>{(projId) => <PlantList extendedParams={{ projId }} />}</ProjectScoped>;
}
