import type { ColumnConfig } from '@/shared/ui/data-table';
import { REQUEST_STATE_OPTIONS, type RequestState } from '../model/request-state';
import { RequestStateBadge } from './RequestStateBadge';

type Field<Row> = Extract<keyof Row, string>;

/** 状态 of a request list: the badge, filtered by the request states. */
export function requestStateColumn<Row extends { state: RequestState }>(): ColumnConfig<Row> {
  return {
    dataIndex: 'state' as Field<Row>,
    title: '状态',
    width: 90,
    options: REQUEST_STATE_OPTIONS,
    filter: true,
    render: (_, row) => <RequestStateBadge state={row.state} />,
  };
}

/** 当前审批 of a request list: who approves it now, at which node ('-' when no one does). */
export function currentApproverColumn<
  Row extends { currentNode?: string | null | undefined; currentApprover?: string | null | undefined },
>(): ColumnConfig<Row> {
  return {
    dataIndex: 'currentApprover' as Field<Row>,
    title: '当前审批',
    width: 170,
    ellipsis: true,
    hide: 'narrow',
    render: (_, row) => (row.currentNode ? `${row.currentApprover ?? '-'} · ${row.currentNode}` : '-'),
  };
}
