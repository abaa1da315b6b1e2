import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { achieveRate, dailyTotals, type DailyRow, passRate, percent } from '../model/daily-report';

const qty = (n: number) => n.toLocaleString('zh-CN');
const hours = (n: number) => n.toFixed(1);

const columns: ColumnsType<DailyRow> = [
  { dataIndex: 'reportDate', title: '日期', width: 110 },
  { dataIndex: 'deptName', title: '车间' },
  { dataIndex: 'lineName', title: '产线', render: (_v, r) => `${r.lineCode} ${r.lineName}` },
  { dataIndex: 'materialName', title: '产品', render: (_v, r) => `${r.materialCode} ${r.materialName}` },
  { dataIndex: 'planQty', title: '计划数', align: 'right', render: qty },
  { dataIndex: 'doneQty', title: '完成数', align: 'right', render: qty },
  { key: 'achieveRate', title: '达成率', align: 'right', render: (_v, r) => percent(achieveRate(r)) },
  { dataIndex: 'goodQty', title: '合格数', align: 'right', render: qty },
  { dataIndex: 'defectQty', title: '不良数', align: 'right', render: qty },
  { key: 'passRate', title: '合格率', align: 'right', render: (_v, r) => percent(passRate(r)) },
  { dataIndex: 'stopMinutes', title: '停线（分钟）', align: 'right', render: qty },
  { dataIndex: 'workHours', title: '工时（小时）', align: 'right', render: hours },
];

/** The report's rows and, fixed under them, the totals: sums, and the rates from the sums. */
export function DailyTable({ rows, loading }: { rows: readonly DailyRow[]; loading: boolean }) {
  const totals = dailyTotals(rows);
  const cells = [
    qty(totals.planQty),
    qty(totals.doneQty),
    percent(totals.achieveRate),
    qty(totals.goodQty),
    qty(totals.defectQty),
    percent(totals.passRate),
    qty(totals.stopMinutes),
    hours(totals.workHours),
  ];
  return (
    <Table<DailyRow>
      size="small"
      rowKey={(r) => `${r.reportDate}-${r.lineId}-${r.materialId}`}
      loading={loading}
      pagination={false}
      dataSource={[...rows]}
      columns={columns}
      summary={() =>
        rows.length === 0 ? null : (
          <Table.Summary fixed>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                <Typography.Text strong>合计</Typography.Text>
              </Table.Summary.Cell>
              {cells.map((text, i) => (
                <Table.Summary.Cell key={i} index={i + 4} align="right">
                  <Typography.Text strong>{text}</Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )
      }
    />
  );
}
