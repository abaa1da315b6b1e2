import { Table } from 'antd';
import dayjs from 'dayjs';
import {
  DOWNTIME_STATUSES,
  DOWNTIME_TYPES,
  EQUIP_STATES,
  EQUIP_TYPES,
  nextMaintainDate,
  OptionTag,
  optionOf,
  type PlannedDowntime,
} from '@/entities/mes/equipment';
import { type MfgEquipDetailData, mfgEquipDetailQueryOptions } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { type EquipRow, NextMaintainCell } from '../model/equip-list';

type Maintenance = MfgEquipDetailData['maintenances'][number];

const KINDS = { MAINTAIN: '保养', CHECK: '点检', REPAIR: '维修' } as const;
const RESULTS = { OK: '合格', PENDING: '待验收', FAILED: '未修复' } as const;

function MaintenanceTable({ rows }: { rows: readonly Maintenance[] }) {
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

function DowntimeTable({ rows }: { rows: readonly PlannedDowntime[] }) {
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

/** 设备详情: the machine, its maintenance dates, its maintenance records and its planned downtimes. */
export const EquipDetailDrawer = defineDetailPanel({
  title: '设备详情',
  width: 'large',
  columns: 2,
  query: (row: EquipRow) => mfgEquipDetailQueryOptions({ query: { id: row.id } }),
  items: (e) => [
    { label: '设备编码', value: e.code },
    { label: '设备名称', value: e.name },
    { label: '设备类型', value: optionOf(EQUIP_TYPES, e.typeCode)?.title ?? e.typeCode },
    { label: '品牌/型号', value: [e.brand, e.model].filter(Boolean).join(' / ') },
    { label: '出厂编号', value: e.serialNo },
    { label: '所属车间', value: e.deptName },
    { label: '产线', value: e.lineCode ? `${e.lineCode} ${e.lineName ?? ''}` : null },
    { label: '安装位置', value: e.location },
    { label: '启用日期', value: e.enableDate },
    { label: '负责人', value: e.ownerName },
    { label: '状态', value: <OptionTag options={EQUIP_STATES} value={e.state} /> },
    { label: '保养周期', value: e.maintainCycle ? `${e.maintainCycle} 天` : null },
    { label: '上次保养日期', value: e.lastMaintainDate },
    {
      label: '下次保养日期',
      value: (
        <NextMaintainCell
          date={nextMaintainDate(e.lastMaintainDate, e.maintainCycle)}
          today={dayjs().format(DATE_FORMAT.date)}
        />
      ),
    },
    { label: '备注', value: e.remark, span: 2 },
    { label: '保养记录', value: <MaintenanceTable rows={e.maintenances} />, span: 2 },
    { label: '计划停机', value: <DowntimeTable rows={e.downtimes} />, span: 2 },
  ],
});
