import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { poAsnOrderLinesQueryOptions } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { EditableGrid } from '@/shared/ui/editable-grid';
import { completeLines, emptyLine, withOrderFacts, type AsnFormLine } from '../model/asn-lines';
import { asnLineColumns } from './asn-line-columns';
import { EarlyArrivalWarning } from './EarlyArrivalWarning';

interface AsnLinesInputProps {
  id: string;
  value: readonly AsnFormLine[];
  onChange: (lines: readonly AsnFormLine[]) => void;
}

/**
 * 发货明细 on the editable grid, over the chosen order's lines that can ship (`poAsnOrderLines`): each line shows
 * what its order line ordered, received, has in transit and may still ship, and is refused above that with the
 * numbers. Until the first 保存 the problems show for the lines edited; after it, for all.
 */
export function AsnLinesInput({ id, value, onChange }: AsnLinesInputProps) {
  const orderId = useWatch<{ orderId: string }, 'orderId'>({ name: 'orderId' });
  const { submitCount } = useFormState({ name: 'lines' });
  const orderLines = useQuery({ ...poAsnOrderLinesQueryOptions({ query: { orderId } }), enabled: Boolean(orderId) });
  const orders = useMemo(
    () => new Map((orderLines.data ?? []).map((order) => [order.orderLineId, order])),
    [orderLines.data],
  );
  const today = formatDate(new Date());
  const columns = useMemo(() => asnLineColumns(orderLines.data ?? [], today), [orderLines.data, today]);

  // An edited draft's lines come from its detail: they learn their order lines' facts when these arrive.
  useEffect(() => {
    if (!orderLines.data) return;
    const known = withOrderFacts(value, orders);
    if (known !== value) onChange(known);
  }, [orderLines.data, orders, value, onChange]);

  return (
    <>
      <EditableGrid<AsnFormLine>
        id={id}
        label="发货明细"
        value={value}
        onChange={(next) => onChange(completeLines(value, next, orders))}
        columns={columns}
        newLine={emptyLine}
        showAllErrors={submitCount > 0}
        visibleRows={6}
      />
      <EarlyArrivalWarning lines={value} />
    </>
  );
}
