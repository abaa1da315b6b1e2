import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { sysSchemas } from '@/shared/api';
import { AppDrawer } from '@/shared/ui/app-drawer';
import { AuditStamp, DetailList, type DetailItem } from '@/shared/ui/detail-list';
import { QueryFailure } from '@/shared/ui/load-failure';
import { useDecisionForm, type Decision } from './DecisionForm';

type Stamped = sysSchemas['schemas']['AuditStamp'];
const NO_DECISION: Decision = { approve: () => Promise.resolve(), reject: () => Promise.resolve() };
interface Decidable extends Stamped {
  state: string;
  canApprove: boolean;
}

export interface RequestDrawerProps<T extends Decidable, TKey extends QueryKey> {
  title: string;
  query: UseQueryOptions<T, Error, T, TKey>;
  items: (record: T) => readonly DetailItem[];
  /** Below the values: the request's own tables, then (the screen's choice) the approval flow. */
  children?: (record: T) => ReactNode;
  /** 审批: the opinion with 驳回 / 通过, shown while the request waits for this user. */
  decision?: Decision;
  onClose: () => void;
  /** After a decision (refetch the list). */
  onDecided?: () => void;
}

/** A collaboration request in a drawer: its values, what the screen adds, and for its approver the decision. */
export function RequestDrawer<T extends Decidable, TKey extends QueryKey>({
  title,
  query,
  items,
  children,
  decision,
  onClose,
  onDecided,
}: RequestDrawerProps<T, TKey>) {
  const detail = useQuery(query);
  const record = detail.data;
  const decidable = Boolean(decision && record && record.state === 'APPROVING' && record.canApprove);
  const decide = useDecisionForm(decision ?? NO_DECISION, () => {
    onDecided?.();
    onClose();
  });
  return (
    <AppDrawer open title={title} onClose={onClose} width="large" footer={decidable ? decide.buttons : undefined}>
      {detail.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      <QueryFailure query={detail} title="获取详情失败" />
      {record && (
        <>
          <DetailList columns={3} items={items(record)} />
          {record.createTime && (
            <div style={{ marginTop: 8 }}>
              <AuditStamp record={record} columns={2} />
            </div>
          )}
          {children?.(record)}
          {decision && !decidable && (
            <Alert style={{ marginTop: 24 }} type="info" showIcon title="该申请不在您的待审批节点，无需审批" />
          )}
          {decidable && decide.opinion}
        </>
      )}
    </AppDrawer>
  );
}
