import { TxnListPage } from './TxnListPage';
import { useTxnConditions } from './use-txn-conditions';

/** 事务历史 (`st.statTransaction`): the declared list with its warehouse, area and location options. */
export function StatTransactionPage() {
  const conditions = useTxnConditions(TxnListPage.screen.conditions ?? []);
  return <TxnListPage conditions={conditions} />;
}
