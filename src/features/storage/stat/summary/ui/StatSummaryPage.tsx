import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Flex, Form, Segmented, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { HouseMultiSelect, periodProblem } from '@/entities/storage/stat';
import { stStatSummaryQuery, stStatSummaryQueryQueryKey, type StStatSummaryQueryVariables } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import { formatMoney } from '@/shared/lib/format';
import { Chart } from '@/shared/ui/chart';
import { PeriodPicker } from '@/shared/ui/period-picker';
import { QueryFailure } from '@/shared/ui/load-failure';
import { summaryChartLabel, summaryChartOption } from '../model/summary-chart';
import { summaryTable, type Figure, type SummaryLine, type SummaryPeriod } from '../model/summary-table';

type Body = StStatSummaryQueryVariables['body'];
type Granularity = Body['granularity'];

const GRANULARITIES: { value: Granularity; label: string }[] = [
  { value: 'DAY', label: '按日' },
  { value: 'WEEK', label: '按周' },
  { value: 'MONTH', label: '按月' },
];

function FigureCell({ figure, strong }: { figure: Figure | undefined; strong: boolean }) {
  const amount = figure?.amount ?? 0;
  return (
    <Typography.Text strong={strong} type={amount < 0 ? 'danger' : amount === 0 ? 'secondary' : undefined}>
      {formatMoney(amount)}
    </Typography.Text>
  );
}

const columns = (periods: readonly SummaryPeriod[]): ColumnsType<SummaryLine> => [
  {
    key: 'title',
    title: '事务类型',
    fixed: 'left',
    width: 170,
    render: (_v, line) =>
      line.kind === 'type' ? (
        `${line.direction === 'IN' ? '入' : '出'} · ${line.title}`
      ) : (
        <Typography.Text strong>{line.title}</Typography.Text>
      ),
  },
  ...periods.map((p) => ({
    key: p.key,
    title: p.label,
    align: 'right' as const,
    width: 150,
    render: (_v: unknown, line: SummaryLine) => (
      <FigureCell figure={line.byPeriod[p.key]} strong={line.kind !== 'type'} />
    ),
  })),
  {
    key: 'total',
    title: '合计',
    align: 'right',
    fixed: 'right',
    width: 150,
    render: (_v, line) => <FigureCell figure={line.total} strong />,
  },
  { key: 'count', title: '笔数', align: 'right', width: 80, render: (_v, line) => line.total.count },
];

/**
 * 事务汇总 (`st.statSummary`, docs/design/scm-storage-2.md → 统计分析): the in and out amounts by 事务类型 and period
 * (day, week, month) for the chosen warehouses, as a table whose totals add up (model/summary-table) and stacked bars.
 */
export function StatSummaryPage() {
  const today = dayjs();
  const [draft, setDraft] = useState<Body>({
    dateFrom: today.startOf('month').format(DATE_FORMAT.date),
    dateTo: today.format(DATE_FORMAT.date),
    granularity: 'WEEK',
  });
  const [body, setBody] = useState<Body>(draft);
  const set = (patch: Partial<Body>) => setDraft((d) => ({ ...d, ...patch }));
  const problem = periodProblem(draft.dateFrom, draft.dateTo);
  const summary = useQuery({
    queryKey: stStatSummaryQueryQueryKey({ body }),
    queryFn: ({ signal }) => stStatSummaryQuery({ body }, { signal, quiet: true }),
  });

  const periods = useMemo(() => summary.data?.periods ?? [], [summary.data]);
  const lines = useMemo(() => summaryTable({ periods, cells: summary.data?.cells ?? [] }), [periods, summary.data]);
  const option = useMemo(() => summaryChartOption(lines, periods), [lines, periods]);
  const houseIds = draft.houseIds ? draft.houseIds.split(',') : [];

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Form layout="inline" style={{ rowGap: 8 }} onFinish={() => !problem && setBody(draft)}>
          <Form.Item
            label="期间"
            htmlFor="statSummaryRange"
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? undefined}
          >
            <PeriodPicker
              id="statSummaryRange"
              value={[draft.dateFrom, draft.dateTo]}
              onChange={([dateFrom, dateTo]) => set({ dateFrom, dateTo })}
            />
          </Form.Item>
          <Form.Item label="粒度">
            <Segmented<Granularity>
              aria-label="粒度"
              value={draft.granularity}
              onChange={(granularity) => set({ granularity })}
              options={GRANULARITIES}
            />
          </Form.Item>
          <Form.Item label="仓库" htmlFor="statSummaryHouses" style={{ minWidth: 320 }}>
            <HouseMultiSelect
              id="statSummaryHouses"
              value={houseIds}
              onChange={(ids) =>
                setDraft(({ houseIds: _dropped, ...rest }) =>
                  ids.length ? { ...rest, houseIds: ids.join(',') } : rest,
                )
              }
            />
          </Form.Item>
          <Form.Item>
            <Checkbox
              checked={!!draft.includeInternal}
              onChange={(e) =>
                setDraft(({ includeInternal: _dropped, ...rest }) =>
                  e.target.checked ? { ...rest, includeInternal: true } : rest,
                )
              }
            >
              含库内移动
            </Checkbox>
          </Form.Item>
          <Button type="primary" icon={<SearchOutlined />} htmlType="submit" disabled={!!problem}>
            查询
          </Button>
        </Form>
      </Card>
      <QueryFailure query={summary} title="事务汇总加载失败" />
      <Card size="small" title={`入库与出库金额（${body.dateFrom} 至 ${body.dateTo}）`}>
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            金额 = 数量 × 物料当时的移动加权平均单价；入在零线以上、出在零线以下，折线为净变动。
          </Typography.Text>
          <Chart option={option} height={320} label={summaryChartLabel(lines, periods)} />
        </Flex>
      </Card>
      <Card size="small" title="按事务类型与期间（元）">
        <Table<SummaryLine>
          size="small"
          rowKey="key"
          pagination={false}
          loading={summary.isLoading}
          dataSource={lines}
          columns={columns(periods)}
          scroll={{ x: 'max-content' }}
        />
      </Card>
    </Flex>
  );
}
