import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePermissions } from '@/entities/permission';
import { poOrderChange } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { ChangeListPage } from './ChangeListPage';

const ChangeFormDialog = lazy(() => import('./ChangeFormDialog').then((m) => ({ default: m.ChangeFormDialog })));

const ID_PATTERN = /^[0-9]{1,20}$/;

/**
 * 订单变更 as the 采购订单 screen's 变更 opens it (`?orderId=`): the list, and 新增 with that order chosen. The link is
 * read once, when the screen opens: coming back to its tab shows the list. It stays in the address, since the
 * workspace keeps a tab per record id in it (removing it would open the list in another tab and hide this one).
 */
export function OrderChangePage() {
  const [params] = useSearchParams();
  const canAdd = usePermissions().can('poOrderChange:add');
  const [linked, setLinked] = useState(() => {
    const orderId = params.get('orderId') ?? '';
    return canAdd && ID_PATTERN.test(orderId) ? orderId : undefined;
  });
  const refetch = useRefetchList(poOrderChange.source);
  return (
    <>
      <ChangeListPage />
      {linked && (
        <Suspense fallback={null}>
          <ChangeFormDialog orderId={linked} onClose={() => setLinked(undefined)} onSaved={() => void refetch()} />
        </Suspense>
      )}
    </>
  );
}
