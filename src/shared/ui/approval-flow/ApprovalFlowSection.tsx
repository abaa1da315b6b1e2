import { Table, Typography } from 'antd';
import { ApprovalFlow } from './ApprovalFlow';
import { APPROVAL_STATUS } from './status';
import type { ApprovalFlowNode } from './types';

/** A step as a request's detail gives it: the diagram's node, and when it was decided with what opinion. */
export interface FlowNode extends ApprovalFlowNode {
  time?: string | null;
  opinion?: string | null;
}

/**
 * 审批流程 of a request's detail (立项/评审/ECR, 任务申请, 企业变更): the diagram of the steps, then who decided what
 * and when (the opinions the diagram has no room for).
 */
export function ApprovalFlowSection({ nodes = [] }: { nodes?: readonly FlowNode[] | undefined }) {
  const decided = nodes.filter((node) => node.time);
  return (
    <section aria-label="审批流程信息" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>审批流程</Typography.Title>
      <ApprovalFlow
        nodes={nodes.map((node) => ({
          id: node.id,
          title: node.title,
          approver: node.approver,
          status: node.status,
          next: node.next ?? [],
        }))}
      />
      {decided.length > 0 && (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          style={{ marginTop: 16 }}
          dataSource={decided}
          columns={[
            { dataIndex: 'title', title: '节点', width: 160 },
            { dataIndex: 'approver', title: '处理人', width: 100 },
            {
              dataIndex: 'status',
              title: '结果',
              width: 90,
              render: (status: FlowNode['status']) => APPROVAL_STATUS[status].label,
            },
            { dataIndex: 'time', title: '时间', width: 170 },
            { dataIndex: 'opinion', title: '意见', render: (opinion: string | null | undefined) => opinion ?? '-' },
          ]}
        />
      )}
    </section>
  );
}
