import { Table, Tag } from 'antd';
import { DISPOSITIONS, IQC_RESULTS, LookTag } from '@/entities/quality/iqc-apply';
import { REW_DIMENSIONS, REW_METRICS, WARN_LEVELS } from '@/entities/quality/rule';
import { decimalsOf, formatNumber } from '@/shared/lib/format';
import type { DetailItem } from '@/shared/ui/detail-list';
import { WARNING_STATES, objectText, type RewWarningDetail, type RewWarningLot } from '../model/warning-states';

const qty = (value: number, lot: RewWarningLot) =>
  `${formatNumber(value, Math.min(6, decimalsOf(value)))}${lot.uomName ? ` ${lot.uomName}` : ''}`;

/** The lots the value was computed from, newest first; a lot the metric leaves out (PPM: not counted in pieces) says so. */
function WarningLots({ lots }: { lots: readonly RewWarningLot[] }) {
  return (
    <Table<RewWarningLot>
      size="small"
      rowKey="inspectionId"
      pagination={false}
      dataSource={[...lots]}
      columns={[
        { dataIndex: 'inspectionNo', title: '检验单' },
        { dataIndex: 'materialCode', title: '物料编码' },
        { dataIndex: 'supplierBatch', title: '供应商批次' },
        { dataIndex: 'judgeTime', title: '判定时间', render: (_, lot) => lot.judgeTime.slice(0, 16) },
        { dataIndex: 'result', title: '判定', render: (_, lot) => <LookTag looks={IQC_RESULTS} value={lot.result} /> },
        {
          dataIndex: 'disposition',
          title: '处置',
          render: (_, lot) => (lot.disposition ? DISPOSITIONS[lot.disposition] : null),
        },
        { dataIndex: 'lotQty', title: '批量', align: 'right', render: (_, lot) => qty(lot.lotQty, lot) },
        { dataIndex: 'rejectedQty', title: '不合格数', align: 'right', render: (_, lot) => qty(lot.rejectedQty, lot) },
        {
          dataIndex: 'counted',
          title: '计入',
          render: (_, lot) => (lot.counted ? <Tag color="blue">计入</Tag> : <Tag>不计入</Tag>),
        },
      ]}
    />
  );
}

const who = (name: string | null | undefined, time: string | null | undefined) =>
  name ? `${name} ${time ?? ''}`.trim() : null;

/** A warning in its detail drawer: what was measured against which rule, the lots, who was told and what was done. */
export function warningDetailItems(warning: RewWarningDetail): DetailItem[] {
  return [
    { label: '预警编号', value: warning.warningNo },
    { label: '状态', value: <LookTag looks={WARNING_STATES} value={warning.state} /> },
    { label: '级别', value: <LookTag looks={WARN_LEVELS} value={warning.level} /> },
    { label: '规则', value: `${warning.ruleCode} ${warning.ruleName}` },
    { label: '规则说明', value: warning.ruleText, span: 2 },
    { label: '指标', value: REW_METRICS[warning.metric] },
    { label: '统计对象', value: REW_DIMENSIONS[warning.dimension] },
    { label: '供应商 / 物料', value: objectText(warning) },
    { label: '值', value: warning.valueText },
    { label: '阈值', value: warning.thresholdText },
    { label: '统计范围', value: warning.scopeText },
    { label: '触发检验单', value: warning.triggerInspectionNo },
    { label: '触发时间', value: warning.triggerTime },
    { label: '已通知', value: warning.notifiedNames.join('、') },
    { label: '计算所用的批', value: <WarningLots lots={warning.lots} />, span: 3 },
    { label: '确认', value: who(warning.ackByName, warning.ackTime) },
    { label: '确认说明', value: warning.ackRemark, span: 2 },
    { label: '关闭', value: who(warning.closeByName, warning.closeTime) },
    { label: '采取的措施', value: warning.action, span: 2 },
  ];
}
