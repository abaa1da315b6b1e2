import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Chart, type ChartItemClick, type ChartOption } from '@/shared/ui/chart';
import { nodeRoute } from '../model/node-route';
import {
  COLUMN_WIDTH,
  verticalAnchors,
  escapeText,
  graphSize,
  MARGIN,
  NODE_SIZE,
  nodeTip,
  placeNodes,
  traceSentence,
} from '../model/trace-graph';
import type { Trace, TraceNode } from '../model/trace-types';
import { ScrollRegion } from '@/shared/ui/scroll-region';

// One colour per kind of node: supply side blue, inspection orange, the batch green, production purple, sales cyan.
const NODE_COLOURS: Record<TraceNode['type'], string> = {
  PURCHASE_ORDER: '#1677ff',
  ASN: '#1677ff',
  RECEIPT: '#1677ff',
  IQC: '#d46b08',
  BATCH: '#389e0d',
  RETURN: '#cf1322',
  ISSUE: '#531dab',
  WORK_ORDER: '#531dab',
  FG_BATCH: '#389e0d',
  SHIPMENT: '#08979c',
};

const qty = (n: number | null | undefined, uom: string | null | undefined) =>
  n === null || n === undefined ? '' : `${n.toLocaleString('zh-CN')} ${uom ?? ''}`.trim();

/**
 * The trace as a graph, levels left to right (upstream, the start batch, downstream); a click on a node with a
 * document screen opens it (the table below links the same documents for the keyboard).
 */
export function TraceGraph({ trace }: { trace: Trace }) {
  const navigate = useNavigate();
  const { placed, rows, columns } = useMemo(() => placeNodes(trace), [trace]);
  const size = graphSize(columns, rows);
  const option = useMemo<ChartOption>(() => {
    const description = traceSentence(trace);
    return {
      aria: { enabled: true, label: { description } },
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'graph',
          layout: 'none',
          roam: false,
          symbol: 'roundRect',
          symbolSize: NODE_SIZE,
          left: MARGIN.x,
          right: MARGIN.x,
          top: MARGIN.y,
          bottom: MARGIN.y,
          edgeSymbol: ['none', 'arrow'],
          edgeSymbolSize: 8,
          label: { show: true, color: '#fff', fontSize: 11, lineHeight: 15 },
          // Between two columns only: a longer label is cut (the edge's tooltip has it whole).
          edgeLabel: {
            show: true,
            fontSize: 10,
            color: '#595959',
            width: COLUMN_WIDTH - NODE_SIZE[0] - 8,
            overflow: 'truncate',
          },
          lineStyle: { color: '#8c8c8c', width: 1.5, curveness: 0.08 },
          data: [
            ...placed.map(({ node, x, y }) => {
              const route = nodeRoute(node);
              return {
                name: node.id,
                x,
                y,
                itemStyle: {
                  color: NODE_COLOURS[node.type],
                  borderColor: node.id === trace.startNodeId ? '#000' : NODE_COLOURS[node.type],
                  borderWidth: node.id === trace.startNodeId ? 3 : 1,
                },
                label: { formatter: `${node.typeName}\n${node.docNo}` },
                cursor: route ? 'pointer' : 'default',
                tooltip: { formatter: nodeTip(node, route !== null) },
              };
            }),
            ...verticalAnchors(rows).map((anchor) => ({
              ...anchor,
              symbolSize: 0,
              label: { show: false },
              tooltip: { show: false },
              silent: true,
            })),
          ],
          links: trace.edges.map((edge) => ({
            source: edge.from,
            target: edge.to,
            label: { formatter: edge.label ?? '' },
            tooltip: { formatter: escapeText([edge.label, qty(edge.qty, edge.uomName)].filter(Boolean).join(' ')) },
          })),
        },
      ],
    };
  }, [trace, placed, rows]);

  const open = (item: ChartItemClick) => {
    if (item.dataType !== 'node') return;
    const node = trace.nodes.find((n) => n.id === item.name);
    const route = node && nodeRoute(node);
    if (route) void navigate(route);
  };

  return (
    <ScrollRegion label="追溯图（可横向滚动）">
      <div style={{ minWidth: size.minWidth }}>
        <Chart option={option} height={size.height} label={traceSentence(trace)} onItemClick={open} />
      </div>
    </ScrollRegion>
  );
}
