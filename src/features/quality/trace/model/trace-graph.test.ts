import { describe, expect, it } from 'vitest';
import { nodeRoute } from './node-route';
import {
  COLUMN_WIDTH,
  graphSize,
  MARGIN,
  nodeTip,
  placeNodes,
  ROW_HEIGHT,
  traceSentence,
  verticalAnchors,
} from './trace-graph';
import type { TraceNode } from './trace-types';

const node = (id: string, level: number, more: Partial<TraceNode> = {}): TraceNode => {
  const [type = 'BATCH', docNo = id] = id.split(':');
  return { id, type: type as TraceNode['type'], typeName: type, level, docNo, title: id, ...more };
};

const nodes = [
  node('IQC:IQC-1', -1, { typeName: '来料检验', docId: '1716352000000531007' }),
  node('BATCH:B1', 0, { typeName: '库存批次', title: '批次 B1', qty: 3000, uomName: '个' }),
  node('ISSUE:MI-2', 1, { typeName: '生产领料', qty: 302, uomName: '个' }),
  node('ISSUE:MI-1', 1, { typeName: '生产领料', qty: 46, uomName: '个' }),
];
const rows = ['IQC:IQC-1', 'BATCH:B1', 'ISSUE:MI-1', 'ISSUE:MI-2'].map((nodeId) => ({ nodeId }));

describe('the trace graph', () => {
  it('places levels left to right and the nodes of a level by the rows’ order, centred', () => {
    const { placed, rows: height, columns } = placeNodes({ nodes, rows });
    expect(columns).toBe(3);
    const at = (id: string) => placed.find((p) => p.node.id === id);
    expect(height).toBe(2);
    expect(at('IQC:IQC-1')).toMatchObject({ x: 0, y: ROW_HEIGHT / 2 });
    expect(at('BATCH:B1')).toMatchObject({ x: COLUMN_WIDTH, y: ROW_HEIGHT / 2 });
    expect(at('ISSUE:MI-1')).toMatchObject({ x: 2 * COLUMN_WIDTH, y: 0 });
    expect(at('ISSUE:MI-2')).toMatchObject({ x: 2 * COLUMN_WIDTH, y: ROW_HEIGHT });
  });

  it('asks for a box that keeps the drawing at scale 1: columns apart, rows with room for the anchors', () => {
    expect(graphSize(9, 3)).toEqual({
      minWidth: 8 * COLUMN_WIDTH + 2 * MARGIN.x,
      height: 3 * ROW_HEIGHT + 2 * MARGIN.y,
    });
    // One row (upstream only): the anchors give the drawing a height ECharts can fit.
    expect(verticalAnchors(1).map((a) => a.y)).toEqual([-ROW_HEIGHT / 2, ROW_HEIGHT / 2]);
  });

  it('says the graph in a sentence, upstream first', () => {
    expect(traceSentence({ nodes, edges: [], startNodeId: 'BATCH:B1' })).toBe(
      '追溯图：从 批次 B1 出发共 4 个节点、0 条关联。上游第 1 层：来料检验 IQC-1；起点：库存批次 B1 3,000 个；下游第 1 层：生产领料 MI-2 302 个、生产领料 MI-1 46 个。',
    );
  });

  it('escapes the server’s texts in a tooltip', () => {
    expect(nodeTip(node('RETURN:RT-1', 1, { title: '退货 <b>', subtitle: 'a & b' }), true)).toBe(
      '退货 &lt;b&gt;<br/>a &amp; b<br/>点击打开单据',
    );
  });
});

describe('nodeRoute', () => {
  it('opens the inspection by id and the purchase and production documents by number', () => {
    expect(nodeRoute({ type: 'IQC', docId: '1716352000000531007', docNo: 'IQC-20261126-0007' })).toBe(
      '/quality/inspection/iqc?id=1716352000000531007',
    );
    expect(nodeRoute({ type: 'PURCHASE_ORDER', docId: '1', docNo: 'PO-202611-0009' })).toBe(
      '/purchase/order/manage?orderNo=PO-202611-0009',
    );
    expect(nodeRoute({ type: 'ASN', docId: '1', docNo: 'ASN-202611-0001' })).toBe(
      '/purchase/asn?asnNo=ASN-202611-0001',
    );
    expect(nodeRoute({ type: 'RETURN', docId: '1', docNo: 'RT-202611-0001' })).toBe(
      '/purchase/receiveBack?returnNo=RT-202611-0001',
    );
    expect(nodeRoute({ type: 'WORK_ORDER', docId: '1', docNo: 'MO-20261123-001' })).toBe(
      '/manufacture/order?code=MO-20261123-001',
    );
  });

  it('has no route for storage’s documents nor an inspection without id', () => {
    expect(nodeRoute({ type: 'BATCH', docId: null, docNo: 'B20261126-001' })).toBeNull();
    expect(nodeRoute({ type: 'RECEIPT', docId: '1', docNo: 'GR-1' })).toBeNull();
    expect(nodeRoute({ type: 'IQC', docId: null, docNo: 'IQC-1' })).toBeNull();
  });
});
