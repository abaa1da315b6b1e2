import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { RETURN_ORDER_STATES, WorkOrderSelect } from '@/entities/storage/stock';
import { stMfgReturnSourcesQueryOptions } from '@/shared/api';
import { lineOfSource, type ReturnFormValues } from '../model/return-lines';
import { returnableQty } from '../model/return-qty';

interface WorkOrderReturnFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * 工单 of a return: mes's released, running and finished orders (余料 comes back at 完工); 带出可退批次 fills a line per batch issued to it that still has
 * something to return (可退 as 退料数, 余料, back to the location it left).
 */
export function WorkOrderReturnField({ id, value, onChange, onBlur }: WorkOrderReturnFieldProps) {
  const { setValue } = useFormContext<ReturnFormValues>();
  const sources = useQuery({
    ...stMfgReturnSourcesQueryOptions({ query: { workOrderId: value } }),
    enabled: Boolean(value),
  });
  const [empty, setEmpty] = useState(false);
  const fill = () => {
    const open = (sources.data ?? []).filter((source) => returnableQty(source) > 0);
    setEmpty(open.length === 0);
    if (open.length > 0) setValue('lines', open.map(lineOfSource), { shouldDirty: true });
  };
  return (
    <Flex vertical gap={4}>
      <Flex gap={8}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <WorkOrderSelect
            states={RETURN_ORDER_STATES}
            id={id}
            value={value}
            onChange={(next) => onChange(next ?? '')}
            onBlur={onBlur}
          />
        </div>
        <Button disabled={!sources.data} onClick={fill}>
          带出可退批次
        </Button>
      </Flex>
      {empty && <Alert type="info" showIcon title="该工单发出的批次都已耗用或退回，没有可退的" />}
    </Flex>
  );
}
