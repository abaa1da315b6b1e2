import { Typography } from 'antd';
import type { StLedgerRow } from '../model/types';
import { LedgerTable } from './LedgerTable';

/**
 * A document's own ledger rows under their title, in a document's detail (docs/screen-kit.md → Storage documents):
 * what its posting and its reversal wrote, as the server answered them (not checked again row by row).
 */
export function DocLedger({ rows }: { rows: readonly StLedgerRow[] }) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        库存流水
      </Typography.Title>
      <LedgerTable rows={rows} check={false} />
    </>
  );
}
