import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { nodeRoute } from '../model/node-route';
import type { Trace, TraceRow } from '../model/trace-types';

const levelText = (level: number) => (level === 0 ? '起点' : level < 0 ? `上游 ${-level}` : `下游 ${level}`);
const qty = (n: number | null | undefined) => (n === null || n === undefined ? '' : n.toLocaleString('zh-CN'));

/** 追溯表: one row a node, by level and time, with where it was reached from; 单号 opens the document where it can. */
export function TraceTable({ trace }: { trace: Trace }) {
  const nodes = new Map(trace.nodes.map((node) => [node.id, node]));
  const columns: ColumnsType<TraceRow> = [
    { dataIndex: 'level', title: '层', width: 72, render: levelText },
    { dataIndex: 'typeName', title: '类型', width: 96 },
    {
      dataIndex: 'docNo',
      title: '单号',
      width: 170,
      render: (docNo: string, row) => {
        const node = nodes.get(row.nodeId);
        const route = node ? nodeRoute(node) : null;
        return route ? <Link to={route}>{docNo}</Link> : docNo;
      },
    },
    { dataIndex: 'time', title: '时间', width: 160 },
    {
      key: 'material',
      title: '物料',
      render: (_v, row) => [row.materialCode, row.materialName].filter(Boolean).join(' '),
    },
    { dataIndex: 'batchNo', title: '批次', width: 140 },
    {
      dataIndex: 'qty',
      title: '数量',
      align: 'right',
      width: 100,
      render: (_v, row) =>
        `${qty(row.qty)}${row.qty !== null && row.qty !== undefined && row.uomName ? ` ${row.uomName}` : ''}`,
    },
    { dataIndex: 'houseName', title: '仓库', width: 100 },
    { dataIndex: 'partyName', title: '供应商/客户' },
    { dataIndex: 'stateText', title: '状态' },
    {
      dataIndex: 'viaNodeId',
      title: '追溯自',
      render: (via: string | null | undefined) => (via ? (nodes.get(via)?.docNo ?? via) : ''),
    },
  ];
  return (
    <Table<TraceRow>
      size="small"
      rowKey="nodeId"
      pagination={false}
      dataSource={trace.rows}
      columns={columns}
      scroll={{ x: 1300 }}
    />
  );
}
