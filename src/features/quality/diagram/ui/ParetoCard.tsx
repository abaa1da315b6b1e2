import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Select } from 'antd';
import { useMemo, useState } from 'react';
import { MaterialSearchSelect } from '@/entities/material';
import { DEFECT_CLASS_OPTIONS } from '@/entities/quality/defect';
import { SupplierSelect } from '@/entities/supplier';
import { qmDiagramGetPareto, qmDiagramGetParetoQueryKey } from '@/shared/api';
import { Chart, type ChartOption } from '@/shared/ui/chart';
import { QueryFailure } from '@/shared/ui/load-failure';
import { initialPareto } from '../model/diagram-query';
import type { ParetoBody } from '../model/diagram-types';
import { paretoBars, paretoSentence } from '../model/pareto';
import { PeriodPicker } from '@/shared/ui/period-picker';

const classOptions = DEFECT_CLASS_OPTIONS.map((o) => ({ value: o.value, label: o.title }));

/** 缺陷柏拉图: defects by quantity (bars, most first) and their cumulative share (line, computed here). */
export function ParetoCard() {
  const [draft, setDraft] = useState<ParetoBody>(initialPareto);
  const [body, setBody] = useState<ParetoBody>(draft);
  const set = (patch: Partial<ParetoBody>) => setDraft((d) => ({ ...d, ...patch }));
  const pareto = useQuery({
    queryKey: qmDiagramGetParetoQueryKey({ body }),
    queryFn: ({ signal }) => qmDiagramGetPareto({ body }, { signal, quiet: true }),
  });

  const { option, sentence } = useMemo(() => {
    const data = pareto.data ?? { total: 0, items: [] };
    const bars = paretoBars(data);
    const description = paretoSentence(bars, data.total);
    const chart: ChartOption = {
      aria: { enabled: true, label: { description } },
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: ['缺陷数', '累计百分比'] },
      grid: { left: 48, right: 56, top: 40, bottom: 40 },
      xAxis: { type: 'category', data: bars.map((b) => b.defectName), axisLabel: { interval: 0 } },
      yAxis: [
        { type: 'value', name: '缺陷数', minInterval: 1 },
        { type: 'value', name: '累计 %', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
      ],
      series: [
        {
          name: '缺陷数',
          type: 'bar',
          data: bars.map((b) => b.qty),
          barMaxWidth: 40,
          label: { show: true, position: 'top' },
        },
        {
          name: '累计百分比',
          type: 'line',
          yAxisIndex: 1,
          data: bars.map((b) => b.cumulative),
          label: { show: true, formatter: '{c}%' },
          markLine: {
            silent: true,
            symbol: 'none',
            data: [{ yAxis: 80, name: '80%' }],
            lineStyle: { type: 'dashed' },
            label: { position: 'insideStartTop', formatter: '80%' },
          },
        },
      ],
    };
    return { option: chart, sentence: description };
  }, [pareto.data]);

  return (
    <Card size="small" title="缺陷柏拉图">
      <Flex vertical gap={8}>
        <Form layout="inline" style={{ rowGap: 8 }} onFinish={() => setBody(draft)}>
          <Form.Item label="判定日期" htmlFor="paretoRange">
            <PeriodPicker
              id="paretoRange"
              value={[draft.dateFrom, draft.dateTo]}
              onChange={([dateFrom, dateTo]) => set({ dateFrom, dateTo })}
            />
          </Form.Item>
          <Form.Item label="供应商" htmlFor="paretoSupplier" style={{ width: 240 }}>
            <SupplierSelect
              id="paretoSupplier"
              value={draft.supplierId ?? null}
              onChange={(supplierId) => set({ supplierId })}
              placeholder="全部供应商"
            />
          </Form.Item>
          <Form.Item label="物料" htmlFor="paretoMaterial" style={{ width: 280 }}>
            <MaterialSearchSelect
              id="paretoMaterial"
              value={draft.materialId ?? null}
              onChange={(materialId) => set({ materialId })}
            />
          </Form.Item>
          <Form.Item label="缺陷等级" htmlFor="paretoClass" style={{ width: 200 }}>
            <Select
              id="paretoClass"
              allowClear
              placeholder="全部等级"
              options={classOptions}
              value={draft.defectClass ?? undefined}
              onChange={(defectClass?: string) => set({ defectClass: defectClass ?? null })}
            />
          </Form.Item>
          <Button type="primary" icon={<SearchOutlined />} htmlType="submit">
            查询
          </Button>
        </Form>
        <QueryFailure query={pareto} title="柏拉图加载失败" />
        <Chart option={option} height={300} label={sentence} />
      </Flex>
    </Card>
  );
}
