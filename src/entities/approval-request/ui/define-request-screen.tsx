import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { CallOptions } from '@/shared/api';
import {
  defineCrudScreen,
  deleteWhen,
  type AnyResource,
  type CrudScreen,
  type DetailOf,
  type PanelAction,
  type QueryOf,
  type RowActionSpec,
  type RowOf,
} from '@/shared/ui/crud-screen';
import type { DetailItem } from '@/shared/ui/detail-list';
import {
  requestActionConditions,
  type ApprovalRow,
  type RequestScope,
  type RequestState,
} from '../model/request-state';
import { RequestScopeTabs } from './RequestScopeTabs';
import { RequestStateBadge } from './RequestStateBadge';
import type { RequestDecision, RequestDetail } from './request-panel';

type IdCall = (variables: { body: { id: string } }, options?: CallOptions) => Promise<unknown>;
type IdsCall = (variables: { body: { ids: string[] } }, options?: CallOptions) => Promise<unknown>;
/** What the part reads of a request row: its id, state, whether it is the user's and whether the user approves it. */
type RequestRow = ApprovalRow & { id: string };

/** A collaboration request's resource: its page, add/edit, detail and delete. */
export interface RequestResource extends AnyResource {
  readonly remove: IdsCall;
  readonly detail: (id: string) => unknown;
}

/** What a request screen declares; the row actions, their states and the drawers are the part's. */
export interface RequestScreen<R extends RequestResource> extends Pick<
  CrudScreen<R, 'row'>,
  'noun' | 'columns' | 'conditions' | 'form' | 'checks' | 'empty' | 'formWidth'
> {
  /** The request's number, in the titles: 编辑立项申请：LX-2026-0001, 审批立项申请：… */
  numberOf: (row: RowOf<R>) => string;
  /** 提交 through the approval process: `workflowSubmitAction(bizType, xxxSubmit)`. */
  submit: PanelAction<RequestRow>;
  revoke: IdCall;
  approve: RequestDecision['approve'];
  reject: RequestDecision['reject'];
  /**
   * The drawer's values of the request's detail, its number first: the part adds 状态 after the number and, on a
   * rejected request, 驳回原因 at the end.
   */
  items: (request: DetailOf<R>) => readonly DetailItem[];
  /** What the drawer shows between the values and the approval flow (the request's own tables). */
  body?: (request: DetailOf<R>) => ReactNode;
}

/**
 * A collaboration request screen (立项申请, 评审申请, ECR 申请): 我的申请 / 待我审批 / 全部 over the list, with the
 * actions by state (product.md §4.1): 详情; 审批 for the current approver; 编辑, 提交 and 删除 on the user's own drafts, rejected
 * and revoked requests; 撤回 while under approval. The drawers load with the first one opened.
 */
export function defineRequestScreen<R extends RequestResource>(resource: R, screen: RequestScreen<R>) {
  const { noun, numberOf, items, body, submit, revoke, approve, reject } = screen;
  // The part's actions read the request's fields, which a generic resource's rows cannot promise the compiler.
  const title = numberOf as (row: RequestRow) => string;
  const when = requestActionConditions<RequestRow>();
  const panel = (decide?: RequestDecision): PanelAction<RequestRow> => ({
    kind: 'panel',
    action: decide ? 'approval' : 'detail',
    title: decide ? '审批' : '详情',
    ...(decide ? { when: when.approvable } : {}),
    load: () =>
      import('./request-panel').then((m) =>
        m.requestPanel<RequestRow, RequestDetail, QueryKey>({
          title: (row) => (decide ? `审批${noun}：${title(row)}` : `${noun}详情：${title(row)}`),
          query: resource.detail as (id: string) => UseQueryOptions<RequestDetail, Error, RequestDetail, QueryKey>,
          items: (request: RequestDetail & { lastOpinion?: string | null }) => {
            const [number, ...rest] = (items as (request: RequestDetail) => readonly DetailItem[])(request);
            return [
              ...(number ? [number] : []),
              { label: '状态', value: <RequestStateBadge state={request.state as RequestState} /> },
              ...rest,
              ...(request.state === 'REJECTED' ? [{ label: '驳回原因', value: request.lastOpinion, span: 3 }] : []),
            ];
          },
          body: body as ((request: RequestDetail) => ReactNode) | undefined,
          decide,
        }),
      ),
  });
  const actions: readonly RowActionSpec<RequestRow>[] = [
    panel(),
    panel({ approve, reject }),
    { kind: 'edit', when: when.editable },
    { ...submit, when: when.editable },
    {
      kind: 'call',
      action: 'revoke',
      title: '撤回',
      confirm: true,
      when: when.revocable,
      run: (row, options) => revoke({ body: { id: row.id } }, options),
      done: '已撤回',
    },
    deleteWhen(when.editable, resource.remove, '删除成功'),
  ];
  const List = defineCrudScreen<R, 'row'>(resource, {
    noun,
    columns: screen.columns,
    conditions: screen.conditions,
    form: screen.form,
    checks: screen.checks,
    empty: screen.empty,
    formWidth: screen.formWidth,
    editTitle: (row) => `编辑${noun}：${numberOf(row)}`,
    table: { addLabel: `新增${noun}`, actionWidth: 200 },
    // 删除 is the applicant's, on a request not under approval (above), not every row's.
    status: false,
    rowActions: actions as unknown as readonly RowActionSpec<RowOf<R>>[],
  });
  // Every request page takes the scope; a generic resource's query cannot promise the compiler that it does.
  const scoped = (scope: RequestScope) => ({ scope }) as unknown as Partial<QueryOf<R>>;
  function RequestScreenPage() {
    const [scope, setScope] = useState<RequestScope>('MINE');
    return (
      <RequestScopeTabs scope={scope} onChange={setScope}>
        <List extendedParams={scoped(scope)} />
      </RequestScopeTabs>
    );
  }
  RequestScreenPage.displayName = `RequestScreen(${noun})`;
  return Object.assign(RequestScreenPage, { list: List });
}
