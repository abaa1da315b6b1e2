import { APPROVAL_FLOW_NODE } from '@/shared/config';
import type { ApprovalFlowNode, FlowGeometry, FlowLayout, FlowLine, PlacedNode } from './types';

/** The links that form a DAG: unknown ids, self links, duplicates and links back into a path are dropped. */
function forwardLinks(nodes: readonly ApprovalFlowNode[], byId: Map<string, ApprovalFlowNode>): Map<string, string[]> {
  const links = new Map<string, string[]>(nodes.map((node) => [node.id, []]));
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string) => {
    state.set(id, 'open');
    for (const target of new Set(byId.get(id)?.next ?? [])) {
      if (!byId.has(target) || state.get(target) === 'open') continue;
      links.get(id)?.push(target);
      if (!state.has(target)) visit(target);
    }
    state.set(id, 'done');
  };
  const targets = new Set(nodes.flatMap((node) => node.next ?? []));
  // Starts first (nodes nothing leads to), then whatever only a cycle reaches.
  for (const node of nodes) if (!targets.has(node.id) && !state.has(node.id)) visit(node.id);
  for (const node of nodes) if (!state.has(node.id)) visit(node.id);
  return links;
}

/** Longest path from a start, so every link points to a later column. */
function columnsOf(order: readonly string[], links: Map<string, string[]>): Map<string, number> {
  const incoming = new Map<string, number>(order.map((id) => [id, 0]));
  for (const targets of links.values())
    for (const target of targets) incoming.set(target, (incoming.get(target) ?? 0) + 1);
  const columns = new Map<string, number>();
  const queue = order.filter((id) => incoming.get(id) === 0);
  for (const id of queue) columns.set(id, 0);
  while (queue.length > 0) {
    const id = queue.shift() ?? '';
    for (const target of links.get(id) ?? []) {
      columns.set(target, Math.max(columns.get(target) ?? 0, (columns.get(id) ?? 0) + 1));
      const left = (incoming.get(target) ?? 0) - 1;
      incoming.set(target, left);
      if (left === 0) queue.push(target);
    }
  }
  return columns;
}

/**
 * Places approval steps in columns (left to right along the links) and rows (parallel branches), each column
 * centred on the tallest one, and draws a line from every step to each of its next steps.
 */
export function layoutApprovalFlow(
  nodes: readonly ApprovalFlowNode[],
  geometry: FlowGeometry = APPROVAL_FLOW_NODE,
): FlowLayout {
  const byId = new Map<string, ApprovalFlowNode>();
  for (const node of nodes) if (!byId.has(node.id)) byId.set(node.id, node);
  const unique = [...byId.values()];
  if (unique.length === 0) return { nodes: [], lines: [], width: 0, height: 0 };

  const links = forwardLinks(unique, byId);
  const columns = columnsOf(
    unique.map((node) => node.id),
    links,
  );
  const columnCount = Math.max(...columns.values()) + 1;

  // Rows: a column's steps follow the rows of the steps leading to them, then the input order.
  const rowOf = new Map<string, number>();
  const predecessors = new Map<string, string[]>();
  for (const [source, targets] of links)
    for (const target of targets) predecessors.set(target, [...(predecessors.get(target) ?? []), source]);
  const columnMembers: ApprovalFlowNode[][] = Array.from({ length: columnCount }, () => []);
  for (const node of unique) columnMembers[columns.get(node.id) ?? 0]?.push(node);
  const firstPredecessorRow = (id: string) =>
    Math.min(...(predecessors.get(id) ?? []).map((source) => rowOf.get(source) ?? 0), Infinity);
  for (const members of columnMembers) {
    const sorted = members
      .map((node, index) => ({ node, index, key: firstPredecessorRow(node.id) }))
      .sort((a, b) => a.key - b.key || a.index - b.index);
    sorted.forEach(({ node }, row) => rowOf.set(node.id, row));
    members.splice(0, members.length, ...sorted.map(({ node }) => node));
  }

  const { width, height, line } = geometry;
  const rowCount = Math.max(...columnMembers.map((members) => members.length));
  const placed: PlacedNode[] = columnMembers.flatMap((members, column) => {
    const offset = ((rowCount - members.length) * (height + line)) / 2;
    return members.map((node, row) => ({
      node,
      column,
      row,
      x: column * (width + line),
      y: offset + row * (height + line),
    }));
  });

  const at = new Map(placed.map((entry) => [entry.node.id, entry]));
  const lines: FlowLine[] = [];
  for (const source of placed) {
    for (const targetId of links.get(source.node.id) ?? []) {
      const target = at.get(targetId);
      if (!target) continue;
      const start = [source.x + width, source.y + height / 2] as const;
      const end = [target.x, target.y + height / 2] as const;
      // The bend sits in the gap just before the target, so branches fan out and joins meet there.
      const bendX = target.x - line / 2;
      const points =
        start[1] === end[1] ? [start, end] : [start, [bendX, start[1]] as const, [bendX, end[1]] as const, end];
      lines.push({ from: source.node.id, to: targetId, points });
    }
  }

  return {
    nodes: placed,
    lines,
    width: columnCount * width + (columnCount - 1) * line,
    height: rowCount * height + (rowCount - 1) * line,
  };
}
