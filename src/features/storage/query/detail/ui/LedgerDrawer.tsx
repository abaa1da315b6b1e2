import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions } from 'antd';
import { LedgerTable, qtyWithUnit, type StStock } from '@/entities/storage/stock';
import { stLedgerPageQueryOptions } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { AppDrawer } from '@/shared/ui/app-drawer';
import type { RowPanelProps } from '@/shared/ui/crud-screen';

/** A stock row's rows of the ledger are few; a page this long holds them. */
const LEDGER_PAGE = 200;

/** 流水 of one stock row (`stLedgerPage` by the row), checked as the ledger adds up. */
export function LedgerDrawer({ row, onClose }: RowPanelProps<StStock>) {
  const ledger = useQuery(stLedgerPageQueryOptions({ body: { pageNo: 1, pageSize: LEDGER_PAGE, stockId: row.id } }));
  return (
    <AppDrawer
      open
      width="large"
      title={`流水：${row.materialCode} ${row.batchNo} @ ${row.locationCode}`}
      onClose={onClose}
    >
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="物料">{`${row.materialCode} ${row.materialName}`}</Descriptions.Item>
        <Descriptions.Item label="库位">{`${row.houseName} ${row.locationName}`}</Descriptions.Item>
        <Descriptions.Item label="在库">{qtyWithUnit(row, row.onHandQty)}</Descriptions.Item>
      </Descriptions>
      {ledger.error ? (
        <Alert type="warning" showIcon title={`流水取不到：${userMessageOf(ledger.error)}`} />
      ) : (
        <LedgerTable rows={ledger.data?.rows ?? []} loading={ledger.isLoading} />
      )}
      {(ledger.data?.totalRows ?? 0) > LEDGER_PAGE && (
        <Alert type="info" showIcon title={`只显示前 ${LEDGER_PAGE} 行，全部请到批次详情查看`} />
      )}
    </AppDrawer>
  );
}
