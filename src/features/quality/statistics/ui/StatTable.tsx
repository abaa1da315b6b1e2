import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { DefectClassTag } from '@/entities/quality/defect';
import { percentText, ppmText, qtyText, type StatGroupBy, type Statistics, type StatRow } from '../model/stat-query';

const GROUP_TITLES: Record<StatGroupBy, string> = { SUPPLIER: '供应商', MATERIAL: '物料', MONTH: '月份' };

function TopDefects({ row }: { row: StatRow }) {
  if (row.topDefects.length === 0) return null;
  return (
    <Flex vertical gap={2}>
      {row.topDefects.map((d) => (
        <span key={d.defectCode}>
          <DefectClassTag value={d.defectClass} />
          {d.defectName} {d.qty}
        </span>
      ))}
    </Flex>
  );
}

/** The cells of one row after its name, the same for the rows and the total. */
const cells = (row: StatRow): ReactNode[] => [
  row.lots,
  row.acceptedLots,
  row.rejectedLots,
  row.exemptLots,
  percentText(row.lar),
  qtyText(row.lotQty, row.uomName),
  qtyText(row.rejectedQty, row.uomName),
  <span
    key="ppm"
    title={row.ppm === null || row.ppm === undefined ? undefined : `${row.ppmRejectedQty} / ${row.ppmLotQty}`}
  >
    {ppmText(row.ppm)}
  </span>,
  <TopDefects key="top" row={row} />,
];

const HEADERS: { title: string; align?: 'right'; width?: number }[] = [
  { title: '检验批', align: 'right', width: 80 },
  { title: '合格批', align: 'right', width: 80 },
  { title: '不合格批', align: 'right', width: 90 },
  { title: '免检批', align: 'right', width: 80 },
  { title: 'LAR', align: 'right', width: 90 },
  { title: '批量', align: 'right', width: 120 },
  { title: '不合格数', align: 'right', width: 120 },
  { title: 'PPM', align: 'right', width: 100 },
  { title: '前 3 位缺陷' },
];

/**
 * The rows and the total (合计) fixed under them: 检验批 judged, LAR = 合格批 ÷ 检验批, 批量 and 不合格数 in the row's
 * unit (empty when it mixes units), PPM over the lots counted in pieces (empty for a row without), the top defects.
 */
export function StatTable({ data, loading }: { data: Statistics | undefined; loading: boolean }) {
  const groupBy = data?.groupBy ?? 'SUPPLIER';
  const columns: ColumnsType<StatRow> = [
    { key: 'name', title: GROUP_TITLES[groupBy], dataIndex: 'name', width: 160 },
    ...HEADERS.map((h, i) => ({ key: h.title, ...h, render: (_v: unknown, row: StatRow) => cells(row)[i] })),
  ];
  const total = data?.total;
  return (
    <Table<StatRow>
      size="small"
      rowKey="key"
      loading={loading}
      pagination={false}
      dataSource={data?.rows ?? []}
      columns={columns}
      summary={() =>
        total ? (
          <Table.Summary fixed>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>{total.name || '合计'}</Typography.Text>
              </Table.Summary.Cell>
              {cells(total).map((cell, i) => (
                <Table.Summary.Cell key={i} index={i + 1} align={HEADERS[i]?.align}>
                  {typeof cell === 'object' ? cell : <Typography.Text strong>{cell}</Typography.Text>}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        ) : null
      }
    />
  );
}
