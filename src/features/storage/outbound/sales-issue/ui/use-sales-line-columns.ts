import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useIssueLineColumns, type IssueLine } from '@/entities/storage/stock';
import { stSalesIssueReservedQueryOptions, type stSalesIssue } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import type { GridColumn } from '@/shared/ui/editable-grid';

type SalesIssueValues = FormValues<typeof stSalesIssue>;

/**
 * The lines' columns as the header makes them: material and batch from the chosen warehouse, and the stock the
 * customer's order reserved (预留 locks whose 来源单号 is the 销售订单号) counted as 可用 for this DN
 * (docs/design/scm-storage.md → 销售出库).
 */
export function useSalesLineColumns(): readonly GridColumn<IssueLine>[] {
  const houseId = useWatch<SalesIssueValues, 'houseId'>({ name: 'houseId' });
  const customerId = useWatch<SalesIssueValues, 'customerId'>({ name: 'customerId' });
  const salesOrderNo = useWatch<SalesIssueValues, 'salesOrderNo'>({ name: 'salesOrderNo' }).trim();
  const reserved = useQuery({
    ...stSalesIssueReservedQueryOptions({ query: { houseId, customerId, salesOrderNo } }),
    enabled: Boolean(houseId && customerId && salesOrderNo),
  });
  return useIssueLineColumns({ houseId, purpose: 'ISSUE', reserved: reserved.data });
}
