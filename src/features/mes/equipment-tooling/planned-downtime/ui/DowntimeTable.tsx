import { Button, Popconfirm, Space, Table } from 'antd';
import {
  DOWNTIME_STATUSES,
  DOWNTIME_TYPES,
  downtimeTarget,
  OptionTag,
  type PlannedDowntime,
} from '@/entities/mes/equipment';

interface DowntimeTableProps {
  downtimes: readonly PlannedDowntime[];
  loading: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (downtime: PlannedDowntime) => void;
  onDelete: (downtime: PlannedDowntime) => Promise<unknown>;
}

/** The month's downtimes as a list, in time order. */
export function DowntimeTable({ downtimes, loading, canEdit, canDelete, onEdit, onDelete }: DowntimeTableProps) {
  return (
    <Table<PlannedDowntime>
      size="small"
      rowKey="id"
      loading={loading}
      pagination={false}
      dataSource={[...downtimes].sort((a, b) => a.startTime.localeCompare(b.startTime))}
      columns={[
        { key: 'target', title: '产线/设备', width: 200, render: (_v, d) => downtimeTarget(d) },
        {
          dataIndex: 'type',
          title: '类型',
          width: 110,
          render: (v: PlannedDowntime['type']) => <OptionTag options={DOWNTIME_TYPES} value={v} />,
        },
        { dataIndex: 'startTime', title: '开始时间', width: 170 },
        { dataIndex: 'endTime', title: '结束时间', width: 170 },
        { dataIndex: 'affectSchedule', title: '影响排产', width: 90, render: (v: boolean) => (v ? '是' : '否') },
        { dataIndex: 'ownerName', title: '负责人', width: 90 },
        {
          dataIndex: 'status',
          title: '状态',
          width: 90,
          render: (v: PlannedDowntime['status']) => <OptionTag options={DOWNTIME_STATUSES} value={v} />,
        },
        { dataIndex: 'description', title: '说明', ellipsis: true },
        {
          key: 'actions',
          title: '操作',
          width: 120,
          render: (_v, d) => (
            <Space size={0}>
              {canEdit && (
                <Button type="link" size="small" onClick={() => onEdit(d)}>
                  编辑
                </Button>
              )}
              {canDelete && (
                <Popconfirm
                  title="确认删除这条计划停机吗？"
                  okText="删除"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onDelete(d)}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
