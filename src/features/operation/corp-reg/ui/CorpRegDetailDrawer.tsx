import { Skeleton } from 'antd';
import { type opCorpReg, useOpCorpRegDetail } from '@/shared/api';
import { AppDrawer } from '@/shared/ui/app-drawer';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { QueryFailure } from '@/shared/ui/load-failure';
import { CorpRegDetailBody } from './CorpRegDetailBody';

/** 注册详情 of 注册查询: the registration, its licence (opens in the image viewer) and its approval flow. */
export function CorpRegDetailDrawer({ row, onClose }: RowPanelProps<RowOf<typeof opCorpReg>>) {
  const detail = useOpCorpRegDetail({ query: { id: row.id } });
  return (
    <AppDrawer open title={`注册详情 - ${row.corpName}`} width="large" onClose={onClose}>
      {detail.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      <QueryFailure query={detail} title="获取详情失败" />
      {detail.data && <CorpRegDetailBody reg={detail.data} columns={3} />}
    </AppDrawer>
  );
}
