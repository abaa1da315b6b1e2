import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CallOptions, sysSchemas } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { DetailItem } from '@/shared/ui/detail-list';
import { ApprovalFlowSection, type FlowNode } from '@/shared/ui/approval-flow';
import { RequestDrawer } from './RequestDrawer';

/** What a request's detail carries for its drawer: the decision's state and the approval flow. */
export type RequestDetail = sysSchemas['schemas']['AuditStamp'] & {
  state: string;
  canApprove: boolean;
  nodes?: readonly FlowNode[] | null | undefined;
};

/** 审批's calls: the approve (an opinion or none) and the reject (its reason), sent quietly. */
export interface RequestDecision {
  approve: (variables: { body: { id: string; opinion: string | null } }, options?: CallOptions) => Promise<unknown>;
  reject: (variables: { body: { id: string; opinion: string } }, options?: CallOptions) => Promise<unknown>;
}

export interface RequestPanelConfig<Row extends { id: string }, Detail extends RequestDetail, TKey extends QueryKey> {
  title: (row: Row) => string;
  query: (id: string) => UseQueryOptions<Detail, Error, Detail, TKey>;
  items: (request: Detail) => readonly DetailItem[];
  /** What the drawer shows between the values and the approval flow. */
  body?: ((request: Detail) => ReactNode) | undefined;
  /** 审批: the opinion with 驳回 / 通过 for the current approver (a refusal lands on the opinion's form). */
  decide?: RequestDecision | undefined;
}

/**
 * A request row's drawer, in the shape the approval requests share: its values, what the screen adds, the approval
 * flow, and with `decide` (审批) the opinion and 驳回 / 通过 while it waits for this user.
 */
export function requestPanel<Row extends { id: string }, Detail extends RequestDetail, TKey extends QueryKey>({
  title,
  query,
  items,
  body,
  decide,
}: RequestPanelConfig<Row, Detail, TKey>) {
  return function RequestPanel({ row, onClose, refetch }: RowPanelProps<Row>) {
    return (
      <RequestDrawer
        title={title(row)}
        query={query(row.id)}
        items={items}
        onClose={onClose}
        onDecided={() => void refetch()}
        decision={
          decide && {
            approve: (opinion) => decide.approve({ body: { id: row.id, opinion } }, { quiet: true }),
            reject: (opinion) => decide.reject({ body: { id: row.id, opinion } }, { quiet: true }),
          }
        }
      >
        {(request) => (
          <>
            {body?.(request)}
            <ApprovalFlowSection nodes={request.nodes ?? undefined} />
          </>
        )}
      </RequestDrawer>
    );
  };
}
