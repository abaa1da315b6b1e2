import { Table, Tag } from 'antd';
import { NextCalibration } from '@/entities/quality/gauge';
import type { scmSchemas } from '@/shared/api';
import type { DetailItem } from '@/shared/ui/detail-list';
import { CALIBRATION_RESULTS } from '../model/gauge-rules';
import { GaugeState } from './gauge-columns';

type GaugeDetail = scmSchemas['schemas']['QmGaugeDetail'];
type Calibration = scmSchemas['schemas']['QmGaugeCalibration'];
type Use = scmSchemas['schemas']['QmGaugeUse'];

function Calibrations({ rows }: { rows: readonly Calibration[] }) {
  return (
    <Table<Calibration>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: '尚无校准记录' }}
      columns={[
        { dataIndex: 'calibrationDate', title: '校准日期' },
        {
          dataIndex: 'result',
          title: '结论',
          render: (_, row) => {
            const look = CALIBRATION_RESULTS[row.result];
            return <Tag color={look.color}>{look.label}</Tag>;
          },
        },
        { dataIndex: 'agency', title: '校准机构', render: (value: string | null) => value ?? '-' },
        { dataIndex: 'certificateNo', title: '证书编号', render: (value: string | null) => value ?? '-' },
        { dataIndex: 'nextCalibrationDate', title: '下次校准' },
        { dataIndex: 'operatorName', title: '登记人' },
        { dataIndex: 'remark', title: '备注', render: (value: string | null) => value ?? '-' },
      ]}
    />
  );
}

function Uses({ rows }: { rows: readonly Use[] }) {
  return (
    <Table<Use>
      size="small"
      rowKey={(row) => `${row.inspectionId}-${row.itemName}-${row.usedTime}`}
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: '尚未在检验中使用' }}
      columns={[
        { dataIndex: 'usedTime', title: '使用时间' },
        { dataIndex: 'inspectionNo', title: '检验单' },
        { dataIndex: 'materialCode', title: '物料', render: (value: string | null) => value ?? '-' },
        { dataIndex: 'itemName', title: '检验项目' },
      ]}
    />
  );
}

/**
 * A gauge in its detail drawer: what it is and its state, then its calibration records (newest first) and the last
 * 10 inspections it measured in (what an overdue gauge measured, to trace).
 */
export function gaugeDetailItems(gauge: GaugeDetail): DetailItem[] {
  return [
    { label: '编号', value: gauge.code },
    { label: '名称', value: gauge.name },
    { label: '型号', value: gauge.model },
    { label: '状态', value: <GaugeState gauge={gauge} /> },
    { label: '下次校准', value: <NextCalibration gauge={gauge} /> },
    { label: '上次校准', value: gauge.lastCalibrationDate },
    { label: '校准周期', value: `${gauge.calibrationCycleDays} 天` },
    { label: '证书编号', value: gauge.certificateNo },
    { label: '制造商', value: gauge.manufacturer },
    { label: '量程', value: gauge.measureRange },
    { label: '精度', value: gauge.accuracy },
    { label: '保管人', value: gauge.keeperName },
    { label: '存放位置', value: gauge.location, span: 3 },
    { label: '备注', value: gauge.remark, span: 3 },
    { label: '校准记录', value: <Calibrations rows={gauge.calibrations} />, span: 3 },
    { label: '最近使用', value: <Uses rows={gauge.recentUses} />, span: 3 },
  ];
}
