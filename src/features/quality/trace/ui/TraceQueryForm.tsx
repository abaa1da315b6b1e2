import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import { MaterialSearchSelect } from '@/entities/material';
import { TRACE_DIRECTIONS, traceFormProblem, type TraceForm } from '../model/trace-query';

interface TraceQueryFormProps {
  initial: TraceForm;
  onSearch: (form: TraceForm) => void;
  onExport?: (() => void) | undefined;
  exporting: boolean;
  /** 导出 needs a query that ran. */
  canExport: boolean;
}

/** 我方批次 or 供应商批次 (one required, checked before sending), 物料, 方向, 层数; 查询 and 导出. */
export function TraceQueryForm({ initial, onSearch, onExport, exporting, canExport }: TraceQueryFormProps) {
  const [draft, setDraft] = useState<TraceForm>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<TraceForm>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };
  const search = () => {
    const why = traceFormProblem(draft);
    setProblem(why);
    if (!why) onSearch(draft);
  };
  const batchStatus = problem ? ('error' as const) : undefined;

  return (
    <Flex wrap gap={8} justify="space-between" align="flex-start">
      <Form layout="inline" style={{ rowGap: 8, flex: 1 }} onFinish={search}>
        <Form.Item label="我方批次" htmlFor="traceBatchNo" validateStatus={batchStatus} help={problem ?? undefined}>
          <Input
            id="traceBatchNo"
            value={draft.batchNo}
            maxLength={40}
            allowClear
            placeholder="如 B20261126-001"
            aria-invalid={problem ? true : undefined}
            onChange={(e) => set({ batchNo: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="供应商批次" htmlFor="traceSupplierBatch" validateStatus={batchStatus}>
          <Input
            id="traceSupplierBatch"
            value={draft.supplierBatch}
            maxLength={40}
            allowClear
            placeholder="如 CEC2611A08"
            aria-invalid={problem ? true : undefined}
            onChange={(e) => set({ supplierBatch: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="物料" htmlFor="traceMaterial" style={{ width: 300 }} tooltip="批次号在多种物料上重复时选择">
          <MaterialSearchSelect
            id="traceMaterial"
            value={draft.materialId}
            onChange={(materialId) => set({ materialId })}
          />
        </Form.Item>
        <Form.Item label="方向">
          <Radio.Group
            aria-label="方向"
            optionType="button"
            options={TRACE_DIRECTIONS}
            value={draft.direction}
            onChange={(e) => set({ direction: e.target.value as TraceForm['direction'] })}
          />
        </Form.Item>
        <Form.Item label="层数" htmlFor="traceDepth">
          <InputNumber
            id="traceDepth"
            min={1}
            max={10}
            precision={0}
            value={draft.maxDepth}
            onChange={(value) => set({ maxDepth: value ?? initial.maxDepth })}
            style={{ width: 72 }}
          />
        </Form.Item>
        <Button type="primary" icon={<SearchOutlined />} htmlType="submit">
          追溯
        </Button>
      </Form>
      {onExport && (
        <Button icon={<DownloadOutlined />} loading={exporting} disabled={!canExport} onClick={onExport}>
          导出
        </Button>
      )}
    </Flex>
  );
}
