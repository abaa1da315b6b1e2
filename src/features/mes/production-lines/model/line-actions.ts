import { message } from 'antd';
import type { QueryClient } from '@tanstack/react-query';
import { mfgLineDisable, mfgLineEnable, mfgLinePageOperation, operationKey } from '@/shared/api';
import type { RowAction } from '@/shared/ui/data-table';
import type { MfgLine } from './line-list';

/** §4.1/§4.2 row actions of a line: edit; enable a disabled one, disable an enabled one (asked first). */
export function lineActions(edit: (line: MfgLine) => void, queryClient: QueryClient): RowAction<MfgLine>[] {
  const refetch = () => queryClient.invalidateQueries({ queryKey: operationKey(mfgLinePageOperation) });
  return [
    { action: 'edit', title: '编辑', onClick: edit },
    {
      action: 'enable',
      title: '启用',
      confirm: true,
      when: { field: 'status', op: 'eq', value: 1 },
      onClick: async (line) => {
        await mfgLineEnable({ body: { ids: [line.id] } });
        void message.success('已启用');
        await refetch();
      },
    },
    {
      action: 'disable',
      title: '停用',
      confirm: true,
      danger: true,
      when: { field: 'status', op: 'eq', value: 0 },
      onClick: async (line) => {
        await mfgLineDisable({ body: { ids: [line.id] } });
        void message.success('已停用');
        await refetch();
      },
    },
  ];
}
