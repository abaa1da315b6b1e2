import { Alert } from 'antd';
import {
  ST_COUNT_KINDS,
  ST_COUNT_MODES,
  ST_COUNT_PLAN_STATES,
  ST_COUNT_SCOPES,
  thresholdText,
} from '@/entities/storage/stock';
import { UserMultiSelect } from '@/entities/user';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import { stCountPlan, stCountPlanCancel, stCountPlanDelete, stCountPlanPublish } from '@/shared/api';
import type { RowCondition } from '@/shared/lib/table-query';
import { closeAndRefetch, defineCrudScreen, deleteWhen, type RowPanelProps } from '@/shared/ui/crud-screen';
import { ReasonDialog } from '@/shared/ui/reason-field';
import { StateTag, stateOptions } from '@/shared/ui/state-tag';
import { planChecks, type PlanRow } from '../model/plan';
import { ScopeSelect } from './ScopeSelect';

const inState = (...states: PlanRow['state'][]): RowCondition<PlanRow> => ({ field: 'state', op: 'in', value: states });
const draft = inState('DRAFT');
const choices = (labels: Record<string, string>) => Object.entries(labels).map(([value, title]) => ({ value, title }));

function CancelPanel(props: RowPanelProps<PlanRow>) {
  const { row } = props;
  return (
    <ReasonDialog
      title={`取消盘点计划：${row.planNo}`}
      verb="取消"
      id="st-count-plan-cancel"
      intro={<Alert type="warning" showIcon title="取消后未提交的盘点任务随之取消，冻结的库位解除冻结。" />}
      run={(reason, options) => stCountPlanCancel({ body: { id: row.id, reason } }, options)}
      done="盘点计划已取消"
      onClose={props.onClose}
      onDone={closeAndRefetch(props)}
    />
  );
}

/**
 * 盘点计划 (docs/design/scm-storage-2.md → 盘点计划): what is counted (整仓, 库区, 库位 or 物料组), how (明盘 / 盲盘; 全盘
 * / 抽盘 / 循环盘点 with a cycle), when, by whom, frozen or not, and the threshold that asks for a recount. 发布 makes
 * the tasks; 草稿 → 已发布 → 盘点中 → 待审批 → 已完成, 已取消 with a reason.
 */
export const PlanListPage = defineCrudScreen(stCountPlan, {
  noun: '盘点计划',
  columns: [
    { dataIndex: 'planNo', title: '计划单号', example: 'CP-20261125-0001', hideAble: false },
    { dataIndex: 'name', title: '计划名称', example: '原材料一号仓 A 区盲盘' },
    {
      dataIndex: 'state',
      title: '状态',
      example: '盘点中',
      options: stateOptions(ST_COUNT_PLAN_STATES),
      render: (_v, row) => <StateTag states={ST_COUNT_PLAN_STATES} state={row.state} />,
    },
    { dataIndex: 'houseName', title: '仓库', example: '原材料一号仓' },
    {
      dataIndex: 'scopeType',
      title: '范围',
      width: 200,
      ellipsis: true,
      render: (_v, row) =>
        row.scopeType === 'WAREHOUSE' ? '整仓' : `${ST_COUNT_SCOPES[row.scopeType]}：${row.scopeNames.join('、')}`,
    },
    {
      dataIndex: 'countMode',
      title: '盘点方式',
      example: '盲盘',
      render: (_v, row) => <StateTag states={ST_COUNT_MODES} state={row.countMode} />,
    },
    {
      dataIndex: 'countKind',
      title: '盘点类型',
      example: '循环盘点（30 天）',
      render: (_v, row) =>
        row.countKind === 'CYCLE' ? `循环盘点（${row.cycleDays ?? '-'} 天）` : ST_COUNT_KINDS[row.countKind],
    },
    { dataIndex: 'planDate', title: '盘点日期', example: '2026-11-25' },
    {
      dataIndex: 'counterNames',
      title: '盘点人',
      example: '王强、赵磊',
      render: (_v, row) => row.counterNames.join('、'),
    },
    { dataIndex: 'freeze', title: '冻结', example: '冻结', render: (_v, row) => (row.freeze ? '冻结' : '不冻结') },
    {
      dataIndex: 'thresholdPct',
      title: '差异阈值',
      example: '2 或 1%',
      render: (_v, row) => thresholdText(row),
    },
    {
      dataIndex: 'taskCount',
      title: '任务（提交 / 审批）',
      align: 'right',
      example: '3（3 / 3）',
      render: (_v, row) => `${row.taskCount}（${row.submittedTaskCount} / ${row.approvedTaskCount}）`,
    },
    { dataIndex: 'cancelReason', title: '取消原因', width: 180, ellipsis: true, hide: true },
    { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: true },
    'updateTime',
  ],
  conditions: [
    'planNo',
    { key: 'state', title: '状态', type: 'select', options: stateOptions(ST_COUNT_PLAN_STATES), multiple: true },
    { key: 'countMode', title: '盘点方式', type: 'select', options: stateOptions(ST_COUNT_MODES) },
    { key: 'planDate', title: '盘点日期', type: 'dateRange' },
  ],
  form: {
    name: { placeholder: '如：电子料仓 12 月循环盘点' },
    houseId: { label: '仓库', kind: 'custom', render: (field) => <WarehouseSelect {...field} /> },
    scopeType: { label: '范围', kind: 'select', options: choices(ST_COUNT_SCOPES) },
    scopeIds: {
      label: '盘点范围',
      kind: 'custom',
      wide: true,
      render: (field) => <ScopeSelect {...field} />,
    },
    countMode: { label: '盘点方式', kind: 'select', options: stateOptions(ST_COUNT_MODES) },
    countKind: { label: '盘点类型', kind: 'select', options: choices(ST_COUNT_KINDS) },
    cycleDays: { label: '周期（天）', kind: 'number', placeholder: '循环盘点必填，如 30' },
    planDate: { label: '盘点日期', kind: 'date' },
    counterIds: {
      label: '盘点人',
      kind: 'custom',
      wide: true,
      render: (field) => <UserMultiSelect {...field} />,
    },
    freeze: { label: '冻结库位', kind: 'switch' },
    thresholdQty: { label: '差异阈值（数量）', kind: 'number', placeholder: '空为不按数量检查' },
    thresholdPct: { label: '差异阈值（%）', kind: 'number', placeholder: '空为不按比例检查，如 1' },
    remark: { kind: 'textarea', wide: true },
  },
  empty: { scopeType: 'AREA', countMode: 'OPEN', countKind: 'FULL', freeze: true, thresholdPct: 1 },
  checks: planChecks,
  editFrom: 'detail',
  rowActions: [
    'detail',
    { kind: 'edit', when: draft },
    {
      kind: 'call',
      action: 'release',
      require: 'stocktakingPlan:publish',
      title: '发布',
      confirm: true,
      when: draft,
      run: (row, call) => stCountPlanPublish({ body: { id: row.id } }, call),
      done: '盘点计划已发布，盘点任务已生成',
    },
    {
      kind: 'panel',
      action: 'cancel',
      title: '取消',
      when: inState('DRAFT', 'PUBLISHED', 'COUNTING'),
      load: () => Promise.resolve(CancelPanel),
    },
    deleteWhen(draft, stCountPlanDelete),
  ],
  detail: true,
  status: false,
  formColumns: 2,
  formWidth: 800,
});
