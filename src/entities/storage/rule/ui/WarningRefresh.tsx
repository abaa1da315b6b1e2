import { Button } from 'antd';
import { stWarningRefresh } from '@/shared/api';
import { useSave } from '@/shared/ui/form';

/** 刷新预警: recompute one kind's warnings now (they are computed at 06:00 daily), then reload the list. */
export function WarningRefresh({ kind, refetch }: { kind: 'EDW' | 'IBW' | 'AIW'; refetch: () => Promise<unknown> }) {
  const { saving, save } = useSave(() => stWarningRefresh({ body: { kind } }), { done: '预警已按当前库存重算' });
  return (
    <Button loading={saving} onClick={() => void save().then((saved) => saved && refetch())}>
      刷新预警
    </Button>
  );
}
