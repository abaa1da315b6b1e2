import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Radio } from 'antd';
import { useMemo, useState } from 'react';
import { MaterialSearchSelect } from '@/entities/material';
import { SupplierSelect } from '@/entities/supplier';
import { qmDiagramGetLarTrend, qmDiagramGetLarTrendQueryKey } from '@/shared/api';
import { Chart, type ChartOption } from '@/shared/ui/chart';
import { QueryFailure } from '@/shared/ui/load-failure';
import { initialLar } from '../model/diagram-query';
import type { LarBody } from '../model/diagram-types';
import { larSentence } from '../model/lar-trend';
import { PeriodPicker } from '@/shared/ui/period-picker';

const GRANULARITIES = [
  { value: 'MONTH', label: '按月' },
  { value: 'WEEK', label: '按周' },
];

/** 批合格率趋势: lots per period (bars) and LAR (line), as 统计结果 counts them. */
export function LarTrendCard() {
  const [draft, setDraft] = useState<LarBody>(initialLar);
  const [body, setBody] = useState<LarBody>(draft);
  const set = (patch: Partial<LarBody>) => setDraft((d) => ({ ...d, ...patch }));
  const trend = useQuery({
    queryKey: qmDiagramGetLarTrendQueryKey({ body }),
    queryFn: ({ signal }) => qmDiagramGetLarTrend({ body }, { signal, quiet: true }),
  });

  const { option, sentence } = useMemo(() => {
    const data = trend.data ?? { granularity: body.granularity, points: [] };
    const description = larSentence(data);
    const chart: ChartOption = {
      aria: { enabled: true, label: { description } },
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: ['检验批', '合格批', 'LAR'] },
      grid: { left: 48, right: 56, top: 40, bottom: 28 },
      xAxis: { type: 'category', data: data.points.map((p) => p.period) },
      yAxis: [
        { type: 'value', name: '批数', minInterval: 1 },
        { type: 'value', name: 'LAR %', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
      ],
      series: [
        { name: '检验批', type: 'bar', data: data.points.map((p) => p.lots), barMaxWidth: 28 },
        { name: '合格批', type: 'bar', data: data.points.map((p) => p.acceptedLots), barMaxWidth: 28 },
        {
          name: 'LAR',
          type: 'line',
          yAxisIndex: 1,
          data: data.points.map((p) => (p.lar === null || p.lar === undefined ? null : p.lar)),
          label: { show: true, formatter: (p: { value?: unknown }) => `${Number(p.value).toFixed(1)}%` },
        },
      ],
    };
    return { option: chart, sentence: description };
  }, [trend.data, body.granularity]);

  return (
    <Card size="small" title="批合格率（LAR）趋势">
      <Flex vertical gap={8}>
        <Form layout="inline" style={{ rowGap: 8 }} onFinish={() => setBody(draft)}>
          <Form.Item label="判定日期" htmlFor="larRange">
            <PeriodPicker
              id="larRange"
              value={[draft.dateFrom, draft.dateTo]}
              onChange={([dateFrom, dateTo]) => set({ dateFrom, dateTo })}
            />
          </Form.Item>
          <Form.Item label="粒度">
            <Radio.Group
              aria-label="粒度"
              optionType="button"
              options={GRANULARITIES}
              value={draft.granularity}
              onChange={(e) => set({ granularity: e.target.value as LarBody['granularity'] })}
            />
          </Form.Item>
          <Form.Item label="供应商" htmlFor="larSupplier" style={{ width: 240 }}>
            <SupplierSelect
              id="larSupplier"
              value={draft.supplierId ?? null}
              onChange={(supplierId) => set({ supplierId })}
              placeholder="全部供应商"
            />
          </Form.Item>
          <Form.Item label="物料" htmlFor="larMaterial" style={{ width: 280 }}>
            <MaterialSearchSelect
              id="larMaterial"
              value={draft.materialId ?? null}
              onChange={(materialId) => set({ materialId })}
            />
          </Form.Item>
          <Button type="primary" icon={<SearchOutlined />} htmlType="submit">
            查询
          </Button>
        </Form>
        <QueryFailure query={trend} title="LAR 趋势加载失败" />
        <Chart option={option} height={280} label={sentence} />
      </Flex>
    </Card>
  );
}
