/** Where an approval step stands: 已通过 / 审批中 / 未开始 / 已驳回. */
export type ApprovalNodeStatus = 'approved' | 'processing' | 'waiting' | 'rejected';

/**
 * One step of an approval flow. The diagram is derived from the `next` links alone: a node's column is the length
 * of the longest path leading to it (so a join sits after its longest branch), and a node with several `next` ids
 * starts parallel branches that are laid out as rows of the following column.
 */
export interface ApprovalFlowNode {
  id: string;
  title: string;
  approver?: string | null;
  status: ApprovalNodeStatus;
  /** The steps that follow this one; ids that match no node, and links back to an earlier step, are ignored. */
  next?: readonly string[];
}

export interface PlacedNode {
  node: ApprovalFlowNode;
  column: number;
  row: number;
  x: number;
  y: number;
}

export interface FlowLine {
  from: string;
  to: string;
  /** Polyline from the source's right edge to the target's left edge (an elbow when their rows differ). */
  points: ReadonlyArray<readonly [number, number]>;
}

export interface FlowLayout {
  nodes: PlacedNode[];
  lines: FlowLine[];
  width: number;
  height: number;
}

export interface FlowGeometry {
  width: number;
  height: number;
  /** Horizontal length of a line between two columns; rows are this far apart too. */
  line: number;
}
