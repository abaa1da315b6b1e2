import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Select, Skeleton, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { durationText } from '@/entities/mes/line-stop';
import { lineText, useActiveLines } from '@/entities/production-line';
import { mfgBenchOverviewQueryOptions } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { usePollWhileShown } from '@/shared/lib/poll-while-shown';
import { Chart } from '@/shared/ui/chart';
import { BENCH_REFRESH_MS, outputChartLabel, outputChartOption, type BenchOverview } from '../model/bench';
import { BenchDefects, BenchStops, BenchTasks } from './BenchTables';

function Kpis({ bench }: { bench: BenchOverview }) {
  const unit = bench.unitName ?? '';
  const cards = [
    { key: 'plan', title: '计划产量', value: bench.kpi.planQty, suffix: unit },
    { key: 'actual', title: '实际产量', value: bench.kpi.actualQty, suffix: unit },
    { key: 'achieve', title: '达成率', value: bench.kpi.achieveRate, suffix: '%', precision: 1 },
    { key: 'pass', title: '合格率', value: bench.kpi.passRate, suffix: '%', precision: 1 },
    { key: 'stop', title: '停线时长', value: durationText(bench.kpi.stopMinutes) },
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={8} xl={{ flex: '20%' }}>
          <Card size="small">
            <Statistic title={card.title} value={card.value} suffix={card.suffix} precision={card.precision} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function Bench({ bench }: { bench: BenchOverview }) {
  return (
    <>
      <Kpis bench={bench} />
      <Card size="small" title="计划与实际产量（按小时）">
        <Chart option={outputChartOption(bench)} height={260} label={outputChartLabel(bench)} />
      </Card>
      <Card size="small" title="本班任务">
        <BenchTasks tasks={bench.tasks} />
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Card size="small" title="本班停线">
            <BenchStops stops={bench.stops} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title="本班缺陷">
            <BenchDefects defects={bench.defects} />
          </Card>
        </Col>
      </Row>
    </>
  );
}

/**
 * 生产工作台 (制造执行): one line's current shift — tasks, plan vs actual by the hour, KPIs, stops and defects —
 * asked again every 30 s while the screen is seen (a hidden browser tab or workspace tab pauses it). The line is
 * kept in the address (?lineId=), the first enabled line by default.
 */
export function LineBenchPage() {
  const [params, setParams] = useSearchParams();
  const lines = useActiveLines();
  const lineId = params.get('lineId') ?? lines.data?.[0]?.id ?? '';
  const overview = useQuery({
    ...mfgBenchOverviewQueryOptions({ query: { lineId } }),
    enabled: lineId !== '',
    refetchInterval: usePollWhileShown(BENCH_REFRESH_MS),
    refetchIntervalInBackground: false,
  });
  const bench = overview.data;
  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Flex wrap gap={16} align="center">
          <label htmlFor="benchLine">产线</label>
          <Select
            id="benchLine"
            style={{ width: 220 }}
            loading={lines.isPending}
            value={lineId || undefined}
            onChange={(id: string) => setParams({ lineId: id }, { replace: true })}
            options={(lines.data ?? []).map((line) => ({ value: line.id, label: lineText(line) }))}
          />
          {bench && (
            <Typography.Text>
              当前班次：{bench.shiftName} {bench.shiftDate} {bench.shiftStart}–{bench.shiftEnd}
              {bench.teamName ? ` · ${bench.teamName}` : ''}
            </Typography.Text>
          )}
          <Flex gap={8} align="center" style={{ marginLeft: 'auto' }}>
            <Typography.Text type="secondary">
              {overview.dataUpdatedAt
                ? `最近刷新 ${dayjs(overview.dataUpdatedAt).format('HH:mm:ss')} · 每 30 秒自动刷新`
                : '每 30 秒自动刷新'}
            </Typography.Text>
            <Button icon={<ReloadOutlined />} loading={overview.isFetching} onClick={() => void overview.refetch()}>
              刷新
            </Button>
          </Flex>
        </Flex>
      </Card>
      {overview.isError && (
        <Alert
          type={bench ? 'warning' : 'error'}
          showIcon
          title={`获取工作台数据失败：${userMessageOf(overview.error)}`}
        />
      )}
      {bench ? <Bench bench={bench} /> : !overview.isError && <Skeleton active paragraph={{ rows: 10 }} />}
    </Flex>
  );
}
