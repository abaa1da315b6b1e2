import { useQueryClient } from '@tanstack/react-query';
import { Badge } from 'antd';
import { badgeLook, refreshDictionary } from '@/entities/dictionary';
import { type opDictType, opDictTypeDetailQueryOptions, opDictTypeManage } from '@/shared/api';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { RowsEditorDrawer } from '@/shared/ui/rows-editor';
import { dictEntriesRules, dictEntryRows, newDictEntry } from '../model/dict-entries';
import { BadgeInput } from './BadgeInput';

/** 字典项 of one type (product.md §7.5 manage): edited as a table, each row's badge previewed as it is typed, saved whole. */
export function DictEntriesDrawer({ row: type, onClose, refetch }: RowPanelProps<RowOf<typeof opDictType>>) {
  const queryClient = useQueryClient();
  return (
    <RowsEditorDrawer
      title={`字典项：${type.name}（${type.code}）`}
      noun="字典项"
      query={opDictTypeDetailQueryOptions({ query: { id: type.id } })}
      rows={(detail) => dictEntryRows(detail.entries)}
      rules={dictEntriesRules}
      hint="字典项编码是业务数据中保存的值，名称和徽标是各页面显示的内容。保存后所有页面立即按新的名称和徽标显示。"
      columns={[
        { field: 'code', title: '编码', width: 120, input: 'text', max: 64 },
        { field: 'name', title: '名称', width: 140, input: 'text', max: 64 },
        {
          field: 'badge',
          title: '徽标',
          width: 260,
          input: (field, label) => (
            <BadgeInput
              id={field.id}
              label={label}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          ),
        },
        { field: 'sort', title: '排序', width: 90, input: 'number' },
        { field: 'remark', title: '备注', input: 'text', max: 255 },
        {
          key: 'preview',
          title: '预览',
          width: 120,
          // The row's badge as the other screens will show it, following every keystroke.
          show: (entry, index) => (
            <Badge {...badgeLook(entry.badge)} text={entry.name || '（未命名）'} data-testid={`preview-${index}`} />
          ),
        },
      ]}
      newRow={newDictEntry}
      addLabel="添加字典项"
      save={async (entries) => {
        await opDictTypeManage({ body: { typeId: type.id, entries } }, { quiet: true });
        await refreshDictionary(queryClient);
      }}
      done="字典项已保存"
      onClose={onClose}
      onSaved={refetch}
    />
  );
}
