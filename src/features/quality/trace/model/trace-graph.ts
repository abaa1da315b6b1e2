import type { Trace, TraceNode, TraceRow } from './trace-types';

/** Where each node sits: x by level (upstream left, the start batch at 0, downstream right), y by order in its level. */
export interface PlacedNode {
  node: TraceNode;
  x: number;
  y: number;
}

export const COLUMN_WIDTH = 200;
export const ROW_HEIGHT = 76;
export const NODE_SIZE: [number, number] = [140, 44];
/** Room around the nodes' centres: half a node and a little more. */
export const MARGIN = { x: 90, y: 8 };

/** Nodes of one level stacked in the order the rows list them (by time), levels side by side. */
export function placeNodes(trace: { nodes: readonly TraceNode[]; rows: readonly Pick<TraceRow, 'nodeId'>[] }): {
  placed: PlacedNode[];
  rows: number;
  columns: number;
} {
  const order = new Map(trace.rows.map((row, i) => [row.nodeId, i]));
  const levels = new Map<number, TraceNode[]>();
  for (const node of trace.nodes) levels.set(node.level, [...(levels.get(node.level) ?? []), node]);
  const minLevel = Math.min(...levels.keys());
  const rows = Math.max(1, ...[...levels.values()].map((nodes) => nodes.length));
  const placed = [...levels.entries()].flatMap(([level, nodes]) => {
    const sorted = [...nodes].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    // Centred vertically in the tallest column.
    const offset = ((rows - sorted.length) * ROW_HEIGHT) / 2;
    return sorted.map((node, i) => ({ node, x: (level - minLevel) * COLUMN_WIDTH, y: offset + i * ROW_HEIGHT }));
  });
  return { placed, rows, columns: levels.size };
}

const qtyText = (qty: number | null | undefined, uom: string | null | undefined) =>
  qty === null || qty === undefined ? '' : `${qty.toLocaleString('zh-CN')}${uom ? ` ${uom}` : ''}`;

/** The graph as a sentence, for assistive technology: each level's nodes, upstream first. */
export function traceSentence(trace: Pick<Trace, 'nodes' | 'edges' | 'startNodeId'>): string {
  const start = trace.nodes.find((n) => n.id === trace.startNodeId);
  const levels = [...new Set(trace.nodes.map((n) => n.level))].sort((a, b) => a - b);
  const parts = levels.map((level) => {
    const names = trace.nodes
      .filter((n) => n.level === level)
      .map((n) => [n.typeName, n.docNo, qtyText(n.qty, n.uomName)].filter(Boolean).join(' '));
    const where = level === 0 ? '起点' : level < 0 ? `上游第 ${-level} 层` : `下游第 ${level} 层`;
    return `${where}：${names.join('、')}`;
  });
  return `追溯图：从${start ? ` ${start.title}` : '起点批次'} 出发共 ${trace.nodes.length} 个节点、${trace.edges.length} 条关联。${parts.join('；')}。`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for ECharts' HTML tooltips. */
export const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** A node's tooltip (ECharts writes tooltips as HTML: the server's texts are escaped). */
export function nodeTip(node: TraceNode, opens: boolean): string {
  return [
    node.title,
    node.subtitle,
    [qtyText(node.qty, node.uomName), node.stateText].filter(Boolean).join(' · '),
    node.partyName,
    node.time,
    opens ? '点击打开单据' : null,
  ]
    .filter((line): line is string => Boolean(line))
    .map(escapeText)
    .join('<br/>');
}

/**
 * The drawing's size at scale 1: ECharts fits a graph's coordinates into its box keeping their aspect, so a box at
 * least this big keeps the nodes apart (the box scrolls sideways when the trace is wider than the screen).
 */
export function graphSize(columns: number, rows: number): { minWidth: number; height: number } {
  return {
    minWidth: Math.max(0, columns - 1) * COLUMN_WIDTH + 2 * MARGIN.x,
    height: rows * ROW_HEIGHT + 2 * MARGIN.y,
  };
}

/**
 * Two invisible points half a row above the first row and below the last: ECharts fits the nodes' bounding box into
 * the chart, and a box of no height (a trace in one row) breaks its layout.
 */
export function verticalAnchors(rows: number): { name: string; x: number; y: number }[] {
  return [
    { name: 'anchor:top', x: 0, y: -ROW_HEIGHT / 2 },
    { name: 'anchor:bottom', x: 0, y: (rows - 1) * ROW_HEIGHT + ROW_HEIGHT / 2 },
  ];
}
