import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Form, InputNumber, Skeleton } from 'antd';
import { useState } from 'react';
import { MaterialSearchSelect } from '@/entities/material';
import { SupplierSelect } from '@/entities/supplier';
import { qmDiagramGetMeasurements, qmDiagramGetMeasurementsQueryKey } from '@/shared/api';
import { QueryFailure } from '@/shared/ui/load-failure';
import { initialMeasurementForm, measurementBody, type MeasurementForm } from '../model/diagram-query';
import type { MeasurementBody } from '../model/diagram-types';
import { ControlCharts } from './ControlCharts';
import { CheckItemSelect } from './CheckItemSelect';
import { PeriodPicker } from '@/shared/ui/period-picker';

/** X̄-R 控制图: the raw values of one measured item on one material, the limits and Cpk computed here. */
export function ControlChartCard() {
  const [draft, setDraft] = useState<MeasurementForm>(initialMeasurementForm);
  const [body, setBody] = useState<MeasurementBody | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<MeasurementForm>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };
  const search = () => {
    const next = measurementBody(draft);
    if ('problem' in next) setProblem(next.problem);
    else setBody(next);
  };
  const status = problem ? ('error' as const) : undefined;

  return (
    <Card size="small" title="X̄-R 控制图">
      <Flex vertical gap={8}>
        <Form layout="inline" style={{ rowGap: 8 }} onFinish={search}>
          <Form.Item
            label="检验项目"
            htmlFor="spcItem"
            style={{ width: 280 }}
            required
            validateStatus={status}
            help={problem ?? undefined}
          >
            <CheckItemSelect id="spcItem" value={draft.itemId} onChange={(itemId) => set({ itemId })} />
          </Form.Item>
          <Form.Item label="物料" htmlFor="spcMaterial" style={{ width: 280 }} required validateStatus={status}>
            <MaterialSearchSelect
              id="spcMaterial"
              value={draft.materialId}
              onChange={(materialId) => set({ materialId })}
            />
          </Form.Item>
          <Form.Item label="供应商" htmlFor="spcSupplier" style={{ width: 240 }}>
            <SupplierSelect
              id="spcSupplier"
              value={draft.supplierId}
              onChange={(supplierId) => set({ supplierId })}
              placeholder="全部供应商"
            />
          </Form.Item>
          <Form.Item label="检验日期" htmlFor="spcRange">
            <PeriodPicker id="spcRange" value={draft.range} onChange={(range) => set({ range })} />
          </Form.Item>
          <Form.Item label="子组大小" htmlFor="spcSize">
            <InputNumber
              id="spcSize"
              min={2}
              max={10}
              precision={0}
              value={draft.subgroupSize}
              onChange={(value) => set({ subgroupSize: value ?? 4 })}
              style={{ width: 72 }}
            />
          </Form.Item>
          <Button type="primary" icon={<SearchOutlined />} htmlType="submit">
            查询
          </Button>
        </Form>
        {body ? (
          <MeasurementResult body={body} />
        ) : (
          <Empty description="选择检验项目和物料后查询：按检验顺序分组，计算 X̄、R 的控制限与 Cpk" />
        )}
      </Flex>
    </Card>
  );
}

/** The measurements of the query sent, charted; quiet: 1017303 (too few values for the subgroups) shows here. */
function MeasurementResult({ body }: { body: MeasurementBody }) {
  const measurements = useQuery({
    queryKey: qmDiagramGetMeasurementsQueryKey({ body }),
    queryFn: ({ signal }) => qmDiagramGetMeasurements({ body }, { signal, quiet: true }),
  });
  if (measurements.isError) return <QueryFailure query={measurements} title="控制图加载失败" />;
  if (!measurements.data) return <Skeleton active />;
  return <ControlCharts measurements={measurements.data} />;
}
