import { Table, Typography } from 'antd';
import {
  DOWNTIME_STATUSES,
  DOWNTIME_TYPES,
  maintenanceDue,
  OptionTag,
  type PlannedDowntime,
} from '@/entities/mes/equipment';
import type { MfgEquipDetailData } from '@/shared/api';

type Maintenance = MfgEquipDetailData['maintenances'][number];

const KINDS = { MAINTAIN: '保养', CHECK: '点检', REPAIR: '维修' } as const;
const RESULTS = { OK: '合格', PENDING: '待验收', FAILED: '未修复' } as const;
const DUE_TYPE = { overdue: 'danger', soon: 'warning', ok: undefined } as const;
const DUE_HINT = { overdue: '（已逾期）', soon: '（7 天内到期）', ok: '' } as const;

/** 下次保养日期 in the danger colour when overdue, the warning colour when due within 7 days (a word says it too). */
export function NextMaintainCell({ date, today }: { date: string | null; today: string }) {
  if (!date) return null;
  const due = maintenanceDue(date, today);
  return (
    <Typography.Text type={DUE_TYPE[due]}>
      {date}
      {DUE_HINT[due]}
    </Typography.Text>
  );
}

/** 设备详情's maintenance records. */
export function MaintenanceTable({ rows }: { rows: readonly Maintenance[] }) {
  return (
    <Table<Maintenance>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...rows]}
      locale={{ emptyText: '暂无保养记录' }}
      columns={[
        { dataIndex: 'maintainDate', title: '日期', width: 100 },
        { dataIndex: 'kind', title: '类型', width: 60, render: (k: Maintenance['kind']) => KINDS[k] },
        { dataIndex: 'content', title: '内容' },
        { dataIndex: 'operatorName', title: '执行人', width: 70 },
        { dataIndex: 'durationMin', title: '耗时（分）', width: 80, align: 'right' },
        { dataIndex: 'result', title: '结果', width: 70, render: (r: Maintenance['result']) => RESULTS[r] },
      ]}
    />
  );
}

/** 设备详情's planned downtimes. */
export function DowntimeTable({ rows }: { rows: readonly PlannedDowntime[] }) {
  return (
    <Table<PlannedDowntime>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...rows]}
      locale={{ emptyText: '暂无计划停机' }}
      columns={[
        {
          dataIndex: 'type',
          title: '类型',
          width: 90,
          render: (t: PlannedDowntime['type']) => <OptionTag options={DOWNTIME_TYPES} value={t} />,
        },
        { dataIndex: 'startTime', title: '开始', width: 150 },
        { dataIndex: 'endTime', title: '结束', width: 150 },
        { dataIndex: 'description', title: '说明' },
        {
          dataIndex: 'status',
          title: '状态',
          width: 80,
          render: (s: PlannedDowntime['status']) => <OptionTag options={DOWNTIME_STATUSES} value={s} />,
        },
      ]}
    />
  );
}
