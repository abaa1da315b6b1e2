import { PLAN_TYPE_OPTIONS } from '@/entities/quality/sampling';
import { qmSampling } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { PLAN_COLUMNS, planDetailItems } from './plan-columns';
import { SwitchingButton } from './SwitchingButton';

/**
 * 抽样方案 (docs/design/scm-quality.md → 抽样方案): the plans by 抽样标准 with their parameters; 新增 / 编辑 with the
 * fields of the type; 启用 / 停用 (a plan standards use is refused: 1017012, shown as the server says it), 删除 a
 * disabled one; 详情 with the 抽样计算 on the plan.
 */
export const SamplingPlanListPage = defineCrudScreen(qmSampling, {
  noun: '抽样方案',
  // 状态 early: what a person acts on (停用 / 启用).
  columns: [...PLAN_COLUMNS.slice(0, 2), 'status', ...PLAN_COLUMNS.slice(2), 'remark', 'updateTime'],
  conditions: [
    'code',
    'name',
    { key: 'planType', title: '抽样标准', type: 'select', options: PLAN_TYPE_OPTIONS, multiple: true },
    'status',
  ],
  // The fields follow the plan's type: a dialog of its own.
  editor: () => import('./SamplingPlanForm').then((m) => m.SamplingPlanForm),
  detail: { width: 'large', columns: 3, items: planDetailItems },
  rowActions: ['detail', 'edit'],
  // The switching states per supplier × material, for the manager's 放宽 and 恢复.
  toolbar: () => <SwitchingButton />,
});
