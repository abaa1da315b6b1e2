import type { CallOptions } from '@/shared/api';
import type { RowCondition } from '@/shared/lib/table-query';
import type { PanelAction } from '@/shared/ui/crud-screen';
import type { WorkflowBizType, WorkflowSubmitFields } from '../model/types';

/** A request's generated submit call: the row's id with the workflow's fields (`xxxSubmit`). */
export type WorkflowSubmitCall = (
  variables: { body: { id: string } & WorkflowSubmitFields },
  options?: CallOptions,
) => Promise<unknown>;

/**
 * 提交 of a request row through its business type's approval process (docs/product.md §4.5), as a row action:
 * with a process the dialog asks for the initiating department, without one the request goes at once; the list is
 * refetched after. The dialog and its form load with the first 提交.
 */
export function workflowSubmitAction<Row extends { id: string }>(
  bizType: WorkflowBizType,
  submit: WorkflowSubmitCall,
  shown: { title?: string; when?: RowCondition<Row> | readonly RowCondition<Row>[]; require?: string } = {},
): PanelAction<Row> {
  return {
    kind: 'panel',
    action: 'submit',
    title: shown.title ?? '提交',
    when: shown.when,
    require: shown.require,
    load: () => import('./WorkflowSubmitPanel').then((m) => m.submitPanel<Row>(bizType, submit)),
  };
}
