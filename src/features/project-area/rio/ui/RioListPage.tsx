import { Badge, Typography, type BadgeProps } from 'antd';
import * as z from 'zod/mini';
import { labelOf, optionsOf, ProjectScoped, RIO_LEVELS, RIO_TYPES } from '@/entities/project';
import { UserSelect } from '@/entities/user';
import { pmProjRio, pmProjRioDelete, pmProjRioResolve, pmProjRioStart, type PmProjRioPageData } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

export type ProjRio = PmProjRioPageData['rows'][number];

/** The status flow 新建 → 处理中 → 已解决 → 已关闭. */
const RIO_STATUSES = [
  { value: 'NEW', title: '新建' },
  { value: 'DOING', title: '处理中' },
  { value: 'RESOLVED', title: '已解决' },
  { value: 'CLOSED', title: '已关闭' },
] as const;

const STATUS_BADGE: Record<ProjRio['rioStatus'], NonNullable<BadgeProps['status']>> = {
  NEW: 'default',
  DOING: 'processing',
  RESOLVED: 'success',
  CLOSED: 'default',
};
const LEVEL_BADGE: Record<ProjRio['level'], NonNullable<BadgeProps['status']>> = {
  H: 'error',
  M: 'warning',
  L: 'processing',
};

const state = (...states: ProjRio['rioStatus'][]) => ({ field: 'rioStatus', op: 'in', value: states }) as const;

/**
 * RIO of a project: risks, issues and opportunities through 新建 → 处理中 → 已解决 → 已关闭. Each state offers what
 * it allows: edit and start a new one (or delete it), resolve one in progress, close a resolved one with a note
 * (projRio:close). Overdue ones show in red.
 */
export const RioList = defineCrudScreen(pmProjRio, {
  noun: 'RIO',
  columns: [
    { dataIndex: 'code', title: '编号', example: 'RIO-011-001', hideAble: false },
    {
      dataIndex: 'rioType',
      title: '类型',
      options: optionsOf(RIO_TYPES),
      filter: true,
      render: (_v, row) => labelOf(RIO_TYPES, row.rioType),
    },
    { dataIndex: 'title', title: '标题', width: 260, ellipsis: true },
    {
      dataIndex: 'level',
      title: '等级',
      options: optionsOf(RIO_LEVELS),
      filter: true,
      render: (_v, row) => <Badge status={LEVEL_BADGE[row.level]} text={labelOf(RIO_LEVELS, row.level)} />,
    },
    {
      dataIndex: 'probability',
      title: '概率/影响',
      headerText: '风险的发生概率与影响程度（1–5）',
      render: (_v, row) =>
        row.rioType === 'R' && row.probability != null && row.impact != null
          ? `${row.probability} / ${row.impact}`
          : '—',
    },
    { dataIndex: 'ownerName', title: '责任人', example: '高翔' },
    {
      dataIndex: 'dueDate',
      title: '计划完成',
      example: '2026-11-20 已逾期',
      sorter: true,
      // Overdue: not resolved and past its date (the server says which).
      render: (_v, row) =>
        row.overdue ? (
          <Typography.Text type="danger" strong>
            {row.dueDate} 已逾期
          </Typography.Text>
        ) : (
          row.dueDate
        ),
    },
    { dataIndex: 'measures', title: '应对措施', width: 240, ellipsis: true, hide: 'narrow' },
    {
      dataIndex: 'rioStatus',
      title: '状态',
      options: RIO_STATUSES,
      filter: true,
      render: (_v, row) => <Badge status={STATUS_BADGE[row.rioStatus]} text={labelOf(RIO_STATUSES, row.rioStatus)} />,
    },
    { dataIndex: 'closeNote', title: '关闭说明', width: 200, ellipsis: true, hide: true },
  ],
  conditions: [
    'title',
    { key: 'rioType', title: '类型', type: 'select', options: optionsOf(RIO_TYPES), multiple: true },
    { key: 'level', title: '等级', type: 'select', options: optionsOf(RIO_LEVELS), multiple: true },
    { key: 'rioStatus', title: '状态', type: 'select', options: optionsOf(RIO_STATUSES), multiple: true },
    'ownerName',
  ],
  addTitle: '新增 RIO',
  editTitle: (row) => `编辑 RIO：${row.code}`,
  form: {
    projId: { label: '项目', hidden: true },
    rioType: { options: optionsOf(RIO_TYPES) },
    level: { options: optionsOf(RIO_LEVELS) },
    title: { wide: true },
    description: { label: '描述', kind: 'textarea', wide: true },
    probability: { label: '发生概率（1–5）', placeholder: '风险必填' },
    impact: { label: '影响程度（1–5）', placeholder: '风险必填' },
    ownerId: {
      label: '责任人',
      kind: 'custom',
      rule: requiredChoice('责任人'),
      render: (field) => <UserSelect {...field} />,
    },
    dueDate: { kind: 'date', rule: requiredChoice('计划完成日期') },
    measures: { kind: 'textarea', wide: true },
  },
  // A new risk of the tab's project, of medium level.
  empty: (scope) => ({ projId: scope?.projId ?? '', rioType: 'R', level: 'M' }),
  // A risk is scored by probability and impact; an issue or an opportunity is not.
  checks: [
    z.superRefine((form, ctx) => {
      if (form.rioType !== 'R') return;
      if (form.probability == null)
        ctx.issues.push({
          code: 'custom',
          message: '风险请填写发生概率',
          input: form.probability,
          path: ['probability'],
        });
      if (form.impact == null)
        ctx.issues.push({ code: 'custom', message: '风险请填写影响程度', input: form.impact, path: ['impact'] });
    }),
  ],
  table: { addLabel: '新增 RIO' },
  rowActions: [
    { kind: 'edit', when: state('NEW', 'DOING') },
    {
      kind: 'call',
      // Distinct action codes (the row's buttons are keyed by them), all under projRio:edit.
      action: 'active',
      require: 'projRio:edit',
      title: '开始处理',
      when: state('NEW'),
      run: (row, options) => pmProjRioStart({ body: { id: row.id, projId: row.projId } }, options),
      done: '已开始处理',
    },
    {
      kind: 'call',
      action: 'submit',
      require: 'projRio:edit',
      title: '标记已解决',
      confirm: true,
      when: state('DOING'),
      run: (row, options) => pmProjRioResolve({ body: { id: row.id, projId: row.projId } }, options),
      done: '已标记为已解决',
    },
    {
      kind: 'panel',
      action: 'close',
      title: '关闭',
      when: state('RESOLVED'),
      load: () => import('./RioCloseDialog').then((m) => m.RioCloseDialog),
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: state('NEW'),
      run: (row, options) => pmProjRioDelete({ body: { projId: row.projId, ids: [row.id] } }, options),
      done: '已删除',
    },
  ],
});

export function RioListPage() {
  return <ProjectScoped>{(projId) => <RioList extendedParams={{ projId }} />}</ProjectScoped>;
}
