import { useMemo } from 'react';
import { formatQuantity, type MfgTaskRow, optionsOf, TASK_STATES, TaskStateTag } from '@/entities/mes/mfg-order';
import { useLineOptions } from '@/entities/production-line';
import { mfgTask } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

const qty = (value: number, task: MfgTaskRow) => formatQuantity(value, task.unitPrecision);
const withUnit = (value: number, task: MfgTaskRow) => `${qty(value, task)} ${task.unitName}`;

const taskConditions = [
  { key: 'orderCode', title: '工单号', type: 'input' },
  { key: 'processName', title: '工序', type: 'input', placeholder: '工序编码或名称' },
  { key: 'status', title: '状态', type: 'select', options: optionsOf(TASK_STATES), multiple: true },
  { key: 'planStartTime', title: '计划开始', type: 'dateRange' },
] as const satisfies readonly SearchCondition[];

const TaskList = defineCrudScreen(mfgTask, {
  noun: '任务',
  columns: [
    { dataIndex: 'code', title: '任务号', example: 'MT-20261123-001-050', hideAble: false, fixed: 'left' },
    { dataIndex: 'orderCode', title: '工单号', example: 'MO-20261123-001' },
    { dataIndex: 'productName', title: '产品', width: 180, render: (_, t) => `${t.productCode} ${t.productName}` },
    { dataIndex: 'processName', title: '工序', width: 150, render: (_, t) => `${t.processCode} ${t.processName}` },
    { dataIndex: 'lineName', title: '产线', width: 140, render: (_, t) => `${t.lineCode} ${t.lineName}` },
    { dataIndex: 'shiftName', title: '班次', width: 70 },
    {
      dataIndex: 'plannedQuantity',
      title: '计划数量',
      width: 90,
      align: 'right',
      render: (_, t) => withUnit(t.plannedQuantity, t),
    },
    {
      dataIndex: 'completedQuantity',
      title: '完成数量',
      width: 90,
      align: 'right',
      render: (_, t) => qty(t.completedQuantity, t),
    },
    {
      dataIndex: 'qualifiedQuantity',
      title: '合格/不良',
      width: 100,
      align: 'right',
      render: (_, t) => `${qty(t.qualifiedQuantity, t)} / ${qty(t.defectiveQuantity, t)}`,
    },
    { dataIndex: 'planStartTime', title: '计划开始', width: 170, sorter: true },
    { dataIndex: 'planEndTime', title: '计划结束', width: 170 },
    { dataIndex: 'actualStartTime', title: '实际开始', width: 170, hide: 'narrow' },
    { dataIndex: 'actualEndTime', title: '实际结束', width: 170, hide: 'narrow' },
    {
      dataIndex: 'status',
      title: '状态',
      width: 90,
      filter: true,
      options: optionsOf(TASK_STATES),
      render: (_, t) => <TaskStateTag status={t.status} />,
    },
  ],
  conditions: taskConditions,
  // 详情: the task, then its reports (报工记录) as a table below it.
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./TaskDetailDrawer').then((m) => m.TaskDetailDrawer),
    },
  ],
  table: { selection: 'checkbox' },
});

/** 生产任务查询: the tasks release made, read only; 产线 options come from the line list. */
export function TaskListPage() {
  const { options } = useLineOptions();
  const conditions = useMemo(
    () => [
      ...taskConditions.slice(0, 1),
      { key: 'lineId', title: '产线', type: 'select' as const, options, multiple: true },
      ...taskConditions.slice(1),
    ],
    [options],
  );
  return <TaskList conditions={conditions} />;
}
