export { ApprovalFlow, type ApprovalFlowProps } from './ApprovalFlow';
export { ApprovalFlowSection, type FlowNode } from './ApprovalFlowSection';
export { layoutApprovalFlow } from './layout';
export { APPROVAL_STATUS } from './status';
export type { ApprovalFlowNode, ApprovalNodeStatus, FlowLayout, FlowLine, PlacedNode, FlowGeometry } from './types';
