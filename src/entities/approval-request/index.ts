export {
  REQUEST_STATES,
  REQUEST_STATE_OPTIONS,
  REQUEST_SCOPES,
  EDITABLE_STATES,
  requestActionConditions,
  type ApprovalRow,
  type RequestScope,
  type RequestState,
} from './model/request-state';
export { approveOpinionSchema, rejectOpinionSchema, OPINION_MESSAGES } from './model/opinion';
export { RequestStateBadge } from './ui/RequestStateBadge';
export { currentApproverColumn, requestStateColumn } from './ui/request-columns';
export { RequestDrawer, type RequestDrawerProps } from './ui/RequestDrawer';
export type { Decision } from './ui/DecisionForm';
export { RequestScopeTabs } from './ui/RequestScopeTabs';
export { defineRequestScreen, type RequestResource, type RequestScreen } from './ui/define-request-screen';
export { requestPanel, type RequestDecision, type RequestDetail, type RequestPanelConfig } from './ui/request-panel';
