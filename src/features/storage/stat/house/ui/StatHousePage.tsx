import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Flex, Form, Segmented, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HouseMultiSelect } from '@/entities/storage/stat';
import { stStatHouseQuery, stStatHouseQueryQueryKey, type StStatHouseQueryVariables } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import { formatMoney, formatNumber } from '@/shared/lib/format';
import { Chart } from '@/shared/ui/chart';
import { QueryFailure } from '@/shared/ui/load-failure';
import { houseChartLabel, houseChartOption } from '../model/house-chart';
import { detailLink, grandTotal, groupStats, type StatNode, type StatView, type UnitQty } from '../model/house-stats';

type Body = StStatHouseQueryVariables['body'];

const quantitiesText = (quantities: readonly UnitQty[]) =>
  quantities.map((q) => `${formatNumber(q.qty, q.uomPrecision)} ${q.uomName}`).join(' + ') || '—';

const columns = (view: StatView): ColumnsType<StatNode> => [
  { dataIndex: 'name', title: view === 'house' ? '仓库 / 物料组' : '物料组 / 仓库', width: 220 },
  { dataIndex: 'materialCount', title: '物料数', align: 'right', width: 90 },
  { dataIndex: 'batchCount', title: '批次数', align: 'right', width: 90 },
  { key: 'qty', title: '在库（按单位）', render: (_v, node) => quantitiesText(node.quantities) },
  { key: 'amount', title: '金额（元）', align: 'right', width: 150, render: (_v, node) => formatMoney(node.amount) },
  {
    key: 'drill',
    title: '操作',
    width: 100,
    render: (_v, node) => <Link to={detailLink(node)}>库存明细</Link>,
  },
];

/**
 * 仓库库存统计 (`st.statHouse`, docs/design/scm-storage-2.md → 统计分析): 在库 and 金额 (at the moving-average price) by
 * warehouse and material group as of a day, a stacked bar chart of the amounts, totals that add up, and the drill
 * from a warehouse to its groups (the tree rows) and on to 库存明细.
 */
export function StatHousePage() {
  const today = dayjs().format(DATE_FORMAT.date);
  const [asOfDate, setAsOfDate] = useState(today);
  const [houseIds, setHouseIds] = useState<string[]>([]);
  const [body, setBody] = useState<Body>({ asOfDate: today });
  const [view, setView] = useState<StatView>('house');
  const navigate = useNavigate();
  const stats = useQuery({
    queryKey: stStatHouseQueryQueryKey({ body }),
    queryFn: ({ signal }) => stStatHouseQuery({ body }, { signal, quiet: true }),
  });

  const rows = useMemo(() => stats.data?.rows ?? [], [stats.data]);
  const nodes = useMemo(() => groupStats(rows, view), [rows, view]);
  const total = useMemo(() => grandTotal(rows), [rows]);
  const option = useMemo(() => houseChartOption(nodes, rows, view), [nodes, rows, view]);

  const search = () => setBody({ asOfDate, ...(houseIds.length ? { houseIds: houseIds.join(',') } : {}) });

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Form layout="inline" style={{ rowGap: 8 }} onFinish={search}>
          <Form.Item label="统计日期" htmlFor="statHouseDate">
            <DatePicker
              id="statHouseDate"
              allowClear={false}
              value={dayjs(asOfDate)}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
              onChange={(d) => d && setAsOfDate(d.format(DATE_FORMAT.date))}
            />
          </Form.Item>
          <Form.Item label="仓库" htmlFor="statHouseHouses" style={{ minWidth: 320 }}>
            <HouseMultiSelect id="statHouseHouses" value={houseIds} onChange={setHouseIds} />
          </Form.Item>
          <Button type="primary" icon={<SearchOutlined />} htmlType="submit">
            查询
          </Button>
        </Form>
      </Card>
      <QueryFailure query={stats} title="库存统计加载失败" />
      <Card
        size="small"
        title={`库存金额（截至 ${stats.data?.asOfDate ?? body.asOfDate ?? today} 日终）`}
        extra={
          <Segmented<StatView>
            aria-label="统计维度"
            value={view}
            onChange={setView}
            options={[
              { value: 'house', label: '按仓库' },
              { value: 'group', label: '按物料组' },
            ]}
          />
        }
      >
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            金额 = 在库 × 物料的移动加权平均单价（各质量状态都计，在途不计）；点柱子打开该仓库或物料组的库存明细。
          </Typography.Text>
          <Chart
            option={option}
            height={320}
            label={houseChartLabel(nodes, view)}
            onItemClick={(item) => {
              const parent = nodes[item.dataIndex];
              const child = parent?.children?.find((c) => c.name === item.seriesName);
              if (child) void navigate(detailLink(child));
            }}
          />
        </Flex>
      </Card>
      <Card size="small" title={view === 'house' ? '按仓库（展开看物料组）' : '按物料组（展开看仓库）'}>
        <Table<StatNode>
          size="small"
          rowKey="key"
          pagination={false}
          loading={stats.isLoading}
          dataSource={nodes}
          columns={columns(view)}
          summary={() =>
            rows.length > 0 && (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <Typography.Text strong>合计</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {total.materialCount}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {total.batchCount}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3}>{quantitiesText(total.quantities)}</Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  <Typography.Text strong>{formatMoney(total.amount)}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} />
              </Table.Summary.Row>
            )
          }
        />
      </Card>
    </Flex>
  );
}
