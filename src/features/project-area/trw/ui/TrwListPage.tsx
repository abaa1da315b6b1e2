import * as z from 'zod/mini';
import { optionsOf, PROJECT_PHASES, ProjectScoped } from '@/entities/project';
import { UserMultiSelect, UserSelect } from '@/entities/user';
import { pmProjTrw } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { CONCLUSIONS, conclusionBadge } from '../model/conclusions';

const gateOptions = PROJECT_PHASES.map((p) => ({ value: p.value, title: `${p.value} ${p.title}` }));

/** 总结 (TRW): the technical reviews held at each stage gate, their conclusion and minutes (详情 shows them whole). */
export const TrwList = defineCrudScreen(pmProjTrw, {
  noun: '技术评审',
  columns: [
    {
      dataIndex: 'gateCode',
      title: '阶段门',
      example: 'P3 设计开发',
      hideAble: false,
      options: gateOptions,
      render: (_v, row) => `${row.gateCode} ${row.gateName}`,
    },
    { dataIndex: 'reviewDate', title: '评审日期', example: '2026-06-26', sorter: true },
    { dataIndex: 'chairName', title: '评审主席', example: '高翔' },
    { dataIndex: 'reviewerNames', title: '评审专家', example: '张伟、林峰、何静' },
    {
      dataIndex: 'conclusion',
      title: '结论',
      options: CONCLUSIONS,
      filter: true,
      render: (_v, row) => conclusionBadge(row.conclusion),
    },
    { dataIndex: 'conditions', title: '通过条件', width: 220, ellipsis: true },
    { dataIndex: 'minutes', title: '评审纪要', width: 260, ellipsis: true, hide: 'narrow' },
  ],
  conditions: ['gateCode', { key: 'conclusion', title: '结论', type: 'select', options: optionsOf(CONCLUSIONS) }],
  form: {
    projId: { label: '项目', hidden: true },
    gateCode: { kind: 'select', options: gateOptions, rule: requiredChoice('阶段门') },
    reviewDate: { kind: 'date', rule: requiredChoice('评审日期') },
    chairId: {
      label: '评审主席',
      kind: 'custom',
      rule: requiredChoice('评审主席'),
      render: (field) => <UserSelect {...field} />,
    },
    reviewerIds: {
      label: '评审专家',
      kind: 'custom',
      rule: z.array(z.string()).check(z.minLength(1, '请选择评审专家'), z.maxLength(20, '评审专家不能超过 20 人')),
      render: (field) => <UserMultiSelect {...field} />,
    },
    conclusion: { options: optionsOf(CONCLUSIONS) },
    conditions: { kind: 'textarea', wide: true, placeholder: '有条件通过时必填' },
    minutes: { kind: 'textarea', wide: true },
  },
  empty: (scope) => ({ projId: scope?.projId ?? '' }),
  // A conditional pass names its conditions.
  checks: [
    z.refine((form) => form.conclusion !== 'CONDITIONAL' || Boolean(form.conditions?.trim()), {
      message: '有条件通过时请填写通过条件',
      path: ['conditions'],
    }),
  ],
  table: { addLabel: '新增评审' },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./TrwDetailDrawer').then((m) => m.TrwDetailDrawer),
    },
    'edit',
  ],
});

export function TrwListPage() {
  return <ProjectScoped>{(projId) => <TrwList extendedParams={{ projId }} />}</ProjectScoped>;
}
