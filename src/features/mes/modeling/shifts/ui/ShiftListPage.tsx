import * as z from 'zod/mini';
import { DeptTreeSelect } from '@/entities/department';
import { mfgShift } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { breaksProblem, endLabel, hoursLabel, shiftMinutes } from '../model/shift-time';
import { BreaksEditor } from './BreaksEditor';

const time = (label: string) =>
  z.string().check(z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, `${label}请按 HH:mm 填写，如 08:00`));

/** 班次: shifts with times across midnight (次日), breaks and the effective working time. */
export const ShiftListPage = defineCrudScreen(mfgShift, {
  noun: '班次',
  columns: [
    { dataIndex: 'code', title: '班次编码', example: 'NIGHT-B', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '班次名称', example: '夜班（机加）', query: 'input' },
    { dataIndex: 'startTime', title: '开始时间' },
    { dataIndex: 'endTime', title: '结束时间', example: '次日 08:00', render: (_value, row) => endLabel(row) },
    {
      dataIndex: 'id',
      title: '时长',
      align: 'right',
      example: '12 小时',
      render: (_value, row) => hoursLabel(shiftMinutes(row)),
    },
    {
      dataIndex: 'breaks',
      title: '休息时段',
      example: '12:00–13:00、18:00–18:30',
      render: (_value, row) =>
        row.breaks.length ? row.breaks.map((item) => `${item.startTime}–${item.endTime}`).join('、') : '无',
    },
    {
      dataIndex: 'workMinutes',
      title: '有效工时',
      align: 'right',
      example: '11.5 小时',
      render: (_value, row) => hoursLabel(row.workMinutes),
    },
    {
      dataIndex: 'deptName',
      title: '适用车间',
      example: '机加工车间',
      render: (_value, row) => row.deptName ?? '全部车间',
    },
    { dataIndex: 'sort', title: '排序', sorter: true, hide: 'narrow' },
    'status',
    { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: 'narrow' },
  ],
  conditions: ['name', 'code', 'status'],
  // Times as HH:mm, an end not after the start is on the next day; the workshop from the production departments.
  form: {
    code: { placeholder: '字母、数字、“-”和“_”，如 NIGHT' },
    name: {},
    startTime: { placeholder: 'HH:mm，如 20:00', rule: time('开始时间') },
    endTime: { placeholder: 'HH:mm，早于开始即为次日', rule: time('结束时间') },
    breaks: {
      kind: 'custom',
      wide: true,
      rule: z
        .array(z.object({ startTime: z.string(), endTime: z.string() }))
        .check(z.maxLength(6, '休息时段最多 6 段')),
      render: (field) => <BreaksEditor {...field} />,
      value: (shift) => shift.breaks.map((item) => ({ startTime: item.startTime, endTime: item.endTime })),
    },
    deptId: {
      label: '适用车间',
      kind: 'custom',
      placeholder: '不选为全部车间',
      render: (field) => <DeptTreeSelect {...field} orgType={2} placeholder="不选为全部车间" />,
    },
    sort: {},
    remark: { kind: 'textarea', wide: true },
  },
  empty: { breaks: [], sort: 10 },
  // The breaks lie inside the shift (across midnight too) and do not overlap.
  checks: [
    z.superRefine((shift, ctx) => {
      const problem = breaksProblem(shift, shift.breaks);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: shift.breaks, path: ['breaks'] });
    }),
  ],
});
