import { Badge, Tag, Typography } from 'antd';
import { mfgDefectDetailQueryOptions } from '@/shared/api';
import { DetailDrawer } from '@/shared/ui/record-detail';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { DEFECT_LEVELS, DEFECT_STATES, DISPOSALS } from '../model/defect-options';
import type { MfgDefect } from '../model/defect-list';
import { DefectPictures } from './DefectPictures';

/** 缺陷详情: where and what, how it was handled, and its pictures. */
export function DefectDetailDrawer({ row, onClose }: RowPanelProps<MfgDefect>) {
  return (
    <DetailDrawer
      title="缺陷详情"
      width="large"
      columns={3}
      onClose={onClose}
      query={mfgDefectDetailQueryOptions({ query: { id: row.id } })}
      items={(d) => [
        { label: '缺陷单号', value: d.defectNo },
        { label: '状态', value: <Badge status={DEFECT_STATES[d.state].badge} text={DEFECT_STATES[d.state].label} /> },
        { label: '工单号', value: d.orderCode },
        { label: '任务号', value: d.taskCode },
        { label: '产品', value: `${d.productCode} ${d.productName}` },
        { label: '产线', value: `${d.lineCode} ${d.lineName}` },
        { label: '工序', value: `${d.processCode} ${d.processName}` },
        { label: '缺陷代码', value: `${d.defectCode} ${d.defectName}` },
        { label: '缺陷等级', value: <Tag color={DEFECT_LEVELS[d.level].color}>{DEFECT_LEVELS[d.level].label}</Tag> },
        { label: '数量', value: `${d.quantity} 件` },
        { label: '责任部门', value: d.dutyDeptName },
        { label: '发现人', value: d.finderName },
        { label: '发现时间', value: d.findTime },
        { label: '处置方式', value: d.disposal ? DISPOSALS[d.disposal] : null },
        { label: '处置人', value: d.disposeUserName },
        { label: '处置时间', value: d.disposeTime },
        { label: '处置说明', value: d.disposeRemark, span: 2 },
        { label: '关闭人', value: d.closeUserName },
        { label: '关闭时间', value: d.closeTime },
        { label: '描述', value: d.description },
      ]}
    >
      {(d) => (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            图片
          </Typography.Title>
          <DefectPictures pictures={d.pictures} />
        </>
      )}
    </DetailDrawer>
  );
}
