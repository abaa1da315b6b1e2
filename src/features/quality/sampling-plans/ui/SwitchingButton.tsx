import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { AppDrawer } from '@/shared/ui/app-drawer';

const SwitchingList = lazy(() => import('./SwitchingListPage').then((m) => ({ default: m.SwitchingListPage })));

/** 转移状态 beside the plans: the severities the GB/T 2828.1 plans run at per supplier × material, in a drawer. */
export function SwitchingButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>转移状态</Button>
      <AppDrawer title="转移状态（供应商 × 物料）" open={open} onClose={() => setOpen(false)} width="large">
        {open && (
          <Suspense fallback={null}>
            <SwitchingList />
          </Suspense>
        )}
      </AppDrawer>
    </>
  );
}
