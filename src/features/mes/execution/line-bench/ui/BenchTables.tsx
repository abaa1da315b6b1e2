import { Badge, Progress, Table } from 'antd';
import { durationText, STOP_REASONS, StopStateBadge } from '@/entities/mes/line-stop';
import { progressOf, TASK_STATES, type BenchOverview, type BenchTask } from '../model/bench';

type Stop = BenchOverview['stops'][number];
type Defect = BenchOverview['defects'][number];

/** The shift's tasks on the line: plan, done, good and bad, and how far along each is. */
export function BenchTasks({ tasks }: { tasks: BenchOverview['tasks'] }) {
  return (
    <Table<BenchTask>
      size="small"
      rowKey="taskId"
      pagination={false}
      dataSource={tasks}
      locale={{ emptyText: '本班次没有任务' }}
      columns={[
        { dataIndex: 'taskCode', title: '任务编码', width: 180 },
        {
          dataIndex: 'processName',
          title: '工序',
          width: 120,
          render: (_, task) => `${task.processCode} ${task.processName}`,
        },
        { dataIndex: 'orderCode', title: '生产工单', width: 150 },
        { dataIndex: 'planQty', title: '计划', width: 70, align: 'right' },
        { dataIndex: 'doneQty', title: '完成', width: 70, align: 'right' },
        { dataIndex: 'goodQty', title: '良品', width: 70, align: 'right' },
        { dataIndex: 'badQty', title: '不良', width: 70, align: 'right' },
        {
          dataIndex: 'state',
          title: '状态',
          width: 90,
          render: (_, task) => <Badge status={TASK_STATES[task.state].badge} text={TASK_STATES[task.state].label} />,
        },
        {
          key: 'progress',
          title: '进度',
          width: 180,
          render: (_, task) => (
            <Progress size="small" percent={progressOf(task)} aria-label={`${task.taskCode} 进度`} />
          ),
        },
      ]}
    />
  );
}

export function BenchStops({ stops }: { stops: BenchOverview['stops'] }) {
  return (
    <Table<Stop>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={stops}
      locale={{ emptyText: '本班次没有停线' }}
      columns={[
        { dataIndex: 'stopNo', title: '停线单号', width: 150 },
        { dataIndex: 'reasonType', title: '原因', width: 90, render: (_, stop) => STOP_REASONS[stop.reasonType] },
        { dataIndex: 'startTime', title: '开始', width: 90, render: (_, stop) => stop.startTime.slice(11, 16) },
        { dataIndex: 'endTime', title: '结束', width: 90, render: (_, stop) => stop.endTime?.slice(11, 16) ?? '-' },
        { dataIndex: 'minutes', title: '时长', width: 100, render: (_, stop) => durationText(stop.minutes) },
        { dataIndex: 'state', title: '状态', width: 90, render: (_, stop) => <StopStateBadge state={stop.state} /> },
      ]}
    />
  );
}

export function BenchDefects({ defects }: { defects: BenchOverview['defects'] }) {
  return (
    <Table<Defect>
      size="small"
      rowKey="code"
      pagination={false}
      dataSource={defects}
      locale={{ emptyText: '本班次没有缺陷' }}
      columns={[
        { dataIndex: 'code', title: '缺陷代码', width: 100 },
        { dataIndex: 'name', title: '缺陷名称', width: 110 },
        { dataIndex: 'processName', title: '工序', width: 110, render: (_, defect) => defect.processName ?? '-' },
        { dataIndex: 'count', title: '数量', width: 70, align: 'right' },
      ]}
    />
  );
}
