import { ST_COUNT_MODES, ST_COUNT_TASK_STATES } from '@/entities/storage/stock';
import { stCountTask } from '@/shared/api';
import type { RowCondition } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { StateTag, stateOptions } from '@/shared/ui/state-tag';
import type { TaskRow } from '../model/count-grid';

/** 盘点 on a task still being counted. */
const counting: RowCondition<TaskRow> = { field: 'state', op: 'in', value: ['OPEN', 'COUNTING'] };

/**
 * 盘点任务 (docs/design/scm-storage-2.md → 盘点任务): the counters' tasks made by publishing a plan; 盘点 opens the sheet
 * of a task 待盘点 or 盘点中 (实盘数 typed, pasted or scanned; 复盘数 where asked), 详情 shows it read only. A blind
 * task never shows the book quantity: the server leaves it out of its answer.
 */
export const TaskListPage = defineCrudScreen(stCountTask, {
  noun: '盘点任务',
  columns: [
    { dataIndex: 'taskNo', title: '任务单号', example: 'CT-20261125-0002', hideAble: false },
    {
      dataIndex: 'state',
      title: '状态',
      example: '待审批',
      options: stateOptions(ST_COUNT_TASK_STATES),
      render: (_v, row) => <StateTag states={ST_COUNT_TASK_STATES} state={row.state} />,
    },
    {
      dataIndex: 'countMode',
      title: '盘点方式',
      example: '盲盘',
      render: (_v, row) => <StateTag states={ST_COUNT_MODES} state={row.countMode} />,
    },
    { dataIndex: 'planNo', title: '盘点计划', example: 'CP-20261125-0001' },
    { dataIndex: 'planName', title: '计划名称', example: '原材料一号仓 A 区盲盘' },
    { dataIndex: 'houseName', title: '仓库', example: '原材料一号仓' },
    { dataIndex: 'locationSummary', title: '库位', width: 160, ellipsis: true },
    { dataIndex: 'counterName', title: '盘点人', example: '赵磊' },
    {
      dataIndex: 'countedLineCount',
      title: '已盘 / 行数',
      align: 'right',
      example: '4 / 4',
      render: (_v, row) => `${row.countedLineCount} / ${row.lineCount}`,
    },
    { dataIndex: 'recountLineCount', title: '退回复盘', align: 'right', example: '1' },
    { dataIndex: 'submitTime', title: '提交时间', example: '2026-11-25 14:30:00' },
    { dataIndex: 'approverName', title: '审批人', example: '张伟' },
    'updateTime',
  ],
  conditions: [
    'taskNo',
    { key: 'state', title: '状态', type: 'select', options: stateOptions(ST_COUNT_TASK_STATES), multiple: true },
  ],
  rowActions: [
    {
      kind: 'panel',
      action: 'inspect',
      require: 'stocktakingTask:count',
      title: '盘点',
      when: counting,
      load: () => import('./TaskCountPanel').then((m) => m.TaskCountPanel),
    },
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./TaskCountPanel').then((m) => m.TaskDetailPanel),
    },
  ],
  status: false,
});
