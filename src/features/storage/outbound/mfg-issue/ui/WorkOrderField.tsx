import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { WorkOrderSelect } from '@/entities/storage/stock';
import { stIssueSuggestQueryOptions, stMfgIssueDemandQueryOptions } from '@/shared/api';
import { linesFromDemand, type IssueFormValues } from '../model/issue-lines';
import { pendingQty } from '../model/issue-qty';

interface WorkOrderFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * 工单 and its demand (docs/design/scm-storage.md → 生产发料): the order picked among mes's released and running ones,
 * its product and 超发比例 said under it; 按需求带出 fills the lines with what the order still waits for (待发), each
 * material's quantity over the batches the suggestion takes (FEFO / FIFO) in the chosen warehouse.
 */
export function WorkOrderField({ id, value, onChange, onBlur }: WorkOrderFieldProps) {
  const { setValue } = useFormContext<IssueFormValues>();
  const houseId = useWatch<IssueFormValues, 'houseId'>({ name: 'houseId' });
  const client = useQueryClient();
  const demand = useQuery({
    ...stMfgIssueDemandQueryOptions({ query: { workOrderId: value } }),
    enabled: Boolean(value),
  });
  const [note, setNote] = useState<{ type: 'info' | 'error'; text: string }>();
  const [filling, setFilling] = useState(false);

  const fill = async () => {
    if (!demand.data || !houseId) return;
    setFilling(true);
    setNote(undefined);
    try {
      const pending = demand.data.lines
        .map((line) => ({ materialId: line.materialId, qty: pendingQty(line) }))
        .filter((line) => line.qty > 0);
      if (pending.length === 0) {
        setNote({ type: 'info', text: `工单 ${demand.data.workOrderNo} 的物料已发齐，没有待发` });
        return;
      }
      const suggestion = await client.fetchQuery(
        stIssueSuggestQueryOptions({ body: { houseId, purpose: 'ISSUE', lines: pending } }),
      );
      setValue('lines', linesFromDemand(demand.data, suggestion.lines), { shouldDirty: true });
    } catch {
      setNote({ type: 'error', text: '批次建议获取失败，请稍后再带出' });
    } finally {
      setFilling(false);
    }
  };

  const order = demand.data;
  return (
    <Flex vertical gap={4}>
      <Flex gap={8}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <WorkOrderSelect
            placeholder="请选择已下达或生产中的工单"
            id={id}
            value={value}
            onChange={(next) => onChange(next ?? '')}
            onBlur={onBlur}
          />
        </div>
        <Button disabled={!order || !houseId} loading={filling} onClick={() => void fill()}>
          按需求带出
        </Button>
      </Flex>
      {order && (
        <Typography.Text type="secondary">
          {`${order.productCode} ${order.productName} ${order.plannedQty} ${order.unitName} · 超发比例 ${order.overIssuePct}%` +
            (houseId ? '' : ' · 选择仓库后可按需求带出')}
        </Typography.Text>
      )}
      {note && <Alert type={note.type} showIcon title={note.text} />}
    </Flex>
  );
}
