import { Typography } from 'antd';
import { poOrderChangeDetailQueryOptions } from '@/shared/api';
import { ApprovalFlowSection } from '@/shared/ui/approval-flow';
import { DetailDrawer } from '@/shared/ui/record-detail';
import { PO_CHANGE_STATES } from '../model/states';
import { ChangeLinesTable } from './ChangeLinesTable';
import { StateTag } from './StateTag';

/**
 * 订单变更详情 (订单变更, 订单审核): the order, why, where the approval stands (驳回原因 on a rejected change), then each
 * changed line old → new beside what had arrived, and the approval-flow diagram once submitted.
 */
export function PoChangeDrawer({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  return (
    <DetailDrawer
      title={title}
      width="large"
      columns={3}
      onClose={onClose}
      query={poOrderChangeDetailQueryOptions({ query: { id } })}
      items={(change) => [
        { label: '变更单号', value: change.changeNo },
        { label: '状态', value: <StateTag states={PO_CHANGE_STATES} state={change.state} /> },
        { label: '采购订单', value: change.orderNo },
        { label: '供应商', value: change.supplierName },
        { label: '申请人', value: change.applicantName },
        { label: '提交时间', value: change.submitTime },
        { label: '当前审批人', value: change.currentApprover },
        { label: '变更行数', value: change.lineCount, span: 2 },
        { label: '变更原因', value: change.reason, span: 3 },
        ...(change.state === 'REJECTED' ? [{ label: '驳回原因', value: change.lastOpinion, span: 3 }] : []),
      ]}
    >
      {(change) => (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            变更明细（{change.lines.length} 行）
          </Typography.Title>
          <ChangeLinesTable lines={change.lines} />
          {change.nodes.length > 0 && <ApprovalFlowSection nodes={change.nodes} />}
        </>
      )}
    </DetailDrawer>
  );
}
