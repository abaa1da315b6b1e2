import { Empty, Tag, theme, Typography } from 'antd';
import { useId, useMemo, type CSSProperties } from 'react';
import { APPROVAL_FLOW_NODE } from '@/shared/config';
import styles from './ApprovalFlow.module.css';
import { layoutApprovalFlow } from './layout';
import { APPROVAL_STATUS } from './status';
import type { ApprovalFlowNode, ApprovalNodeStatus } from './types';

export interface ApprovalFlowProps {
  nodes: readonly ApprovalFlowNode[];
  className?: string;
}

type Token = ReturnType<typeof theme.useToken>['token'];

function accentOf(status: ApprovalNodeStatus, token: Token): string {
  if (status === 'approved') return token.colorSuccess;
  if (status === 'processing') return token.colorPrimary;
  if (status === 'rejected') return token.colorError;
  return token.colorBorder;
}

/** 审批流程图: step cards (200 x 90) in columns and rows, joined by 30-long arrowed lines (product.md §3, §9). */
export function ApprovalFlow({ nodes, className }: ApprovalFlowProps) {
  const { token } = theme.useToken();
  const layout = useMemo(() => layoutApprovalFlow(nodes), [nodes]);
  const arrowId = `approval-flow-arrow-${useId().replace(/:/g, '')}`;
  if (layout.nodes.length === 0) return <Empty description="暂无审批流程" />;

  const { width, height } = APPROVAL_FLOW_NODE;
  return (
    // A long flow scrolls sideways: the keyboard can reach and scroll it too (WCAG 2.1.1).
    <div
      className={[styles.scroller, className].filter(Boolean).join(' ')}
      tabIndex={0}
      role="region"
      aria-label="审批流程图"
    >
      <div
        className={styles.canvas}
        style={{ width: layout.width, height: layout.height }}
        role="list"
        aria-label="审批流程"
      >
        <svg className={styles.lines} width={layout.width} height={layout.height} aria-hidden="true">
          <defs>
            <marker
              id={arrowId}
              viewBox="0 0 8 8"
              refX="8"
              refY="4"
              markerWidth="8"
              markerHeight="8"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L8,4 L0,8 z" fill={token.colorTextTertiary} />
            </marker>
          </defs>
          {layout.lines.map((line) => (
            <polyline
              key={`${line.from}->${line.to}`}
              points={line.points.map(([x, y]) => `${x},${y}`).join(' ')}
              fill="none"
              stroke={token.colorTextTertiary}
              strokeWidth={1.5}
              markerEnd={`url(#${arrowId})`}
            />
          ))}
        </svg>
        {layout.nodes.map(({ node, x, y }) => {
          const status = APPROVAL_STATUS[node.status];
          const style: CSSProperties = {
            left: x,
            top: y,
            width,
            height,
            borderColor: token.colorBorderSecondary,
            borderLeftColor: accentOf(node.status, token),
            background: token.colorBgContainer,
          };
          return (
            <div
              key={node.id}
              className={styles.node}
              style={style}
              role="listitem"
              aria-label={`${node.title}：${status.label}`}
            >
              <Typography.Text className={styles.title} title={node.title}>
                {node.title}
              </Typography.Text>
              <div className={styles.footer}>
                <Typography.Text type="secondary" className={styles.approver} title={node.approver ?? undefined}>
                  {node.approver || '—'}
                </Typography.Text>
                <Tag color={status.color} variant="outlined" style={{ marginInlineEnd: 0 }}>
                  {status.label}
                </Tag>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
