import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Flex, Form, Input, Table, Typography, message } from 'antd';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { badgeLook, refreshDictionary } from '@/entities/dictionary';
import { opDictTypeDetailQueryOptions, opDictTypeManage } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { AppDrawer } from '@/shared/ui/app-drawer';
import { FormServerError, TableCellField, applyServerError } from '@/shared/ui/form';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { NumberInput } from '@/shared/ui/record-form';
import { Spinner } from '@/shared/ui/spinner';
import {
  dictEntriesSchema,
  dictEntriesValues,
  manageBody,
  newDictEntry,
  type DictEntriesValues,
  type DictTypeEntry,
} from '../model/dict-entries';
import type { DictType } from '../model/dict-type-list';
import { BadgeInput } from './BadgeInput';

type Output = { entries: Parameters<typeof manageBody>[1]['entries'] };
type EntriesControl = Control<DictEntriesValues, unknown, Output>;

/** 字典项 of one type (§7.5 manage): edited as a table, each row's badge previewed as it is typed, saved whole. */
export function DictEntriesDrawer({ row: type, onClose, refetch }: RowPanelProps<DictType>) {
  const detail = useQuery(opDictTypeDetailQueryOptions({ query: { id: type.id } }));
  return (
    <AppDrawer open width="large" title={`字典项：${type.name}（${type.code}）`} onClose={onClose}>
      {detail.isPending && <Spinner label="正在加载字典项" />}
      {detail.isError && <Alert type="error" showIcon title={`字典项加载失败：${userMessageOf(detail.error)}`} />}
      {detail.data && <EntriesEditor type={type} entries={detail.data.entries} onClose={onClose} onSaved={refetch} />}
    </AppDrawer>
  );
}

interface EntriesEditorProps {
  type: DictType;
  entries: readonly DictTypeEntry[];
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

function EntriesEditor({ type, entries, onClose, onSaved }: EntriesEditorProps) {
  const queryClient = useQueryClient();
  const form = useForm<DictEntriesValues, unknown, Output>({
    resolver: zodResolver(dictEntriesSchema),
    defaultValues: dictEntriesValues(entries),
  });
  const { control, handleSubmit, setError, formState, getValues } = form;
  const rows = useFieldArray({ control, name: 'entries' });

  const save = handleSubmit(async (values) => {
    try {
      await opDictTypeManage({ body: manageBody(type.id, values) }, { quiet: true });
    } catch (error) {
      applyServerError(setError, error);
      return;
    }
    await refreshDictionary(queryClient);
    void message.success('字典项已保存');
    void onSaved();
    onClose();
  });

  const cell = (index: number, name: 'code' | 'name' | 'remark', label: string, max: number) => (
    <TableCellField control={control} name={`entries.${index}.${name}`}>
      {({ id, ...field }) => (
        <Input {...field} id={id} aria-label={`第 ${index + 1} 行${label}`} count={{ show: false, max }} />
      )}
    </TableCellField>
  );

  return (
    <form
      noValidate
      aria-label="字典项"
      onSubmit={(event) => {
        if (formState.isSubmitting) event.preventDefault();
        else void save(event);
      }}
    >
      <Form component={false} disabled={formState.isSubmitting}>
        <Typography.Paragraph type="secondary">
          字典项编码是业务数据中保存的值，名称和徽标是各页面显示的内容。保存后所有页面立即按新的名称和徽标显示。
        </Typography.Paragraph>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={rows.fields}
          scroll={{ y: 480 }}
          columns={[
            { key: 'code', title: '编码', width: 120, render: (_, __, index) => cell(index, 'code', '编码', 64) },
            { key: 'name', title: '名称', width: 140, render: (_, __, index) => cell(index, 'name', '名称', 64) },
            {
              key: 'badge',
              title: '徽标',
              width: 260,
              render: (_, __, index) => (
                <TableCellField control={control} name={`entries.${index}.badge`}>
                  {(field) => (
                    <BadgeInput
                      id={field.id}
                      label={`第 ${index + 1} 行徽标`}
                      value={field.value ?? null}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                </TableCellField>
              ),
            },
            {
              key: 'sort',
              title: '排序',
              width: 90,
              render: (_, __, index) => (
                <TableCellField control={control} name={`entries.${index}.sort`}>
                  {(field) => <NumberInput {...field} aria-label={`第 ${index + 1} 行排序`} placeholder="排序" />}
                </TableCellField>
              ),
            },
            { key: 'remark', title: '备注', render: (_, __, index) => cell(index, 'remark', '备注', 255) },
            {
              key: 'preview',
              title: '预览',
              width: 120,
              render: (_, __, index) => <BadgePreview control={control} index={index} />,
            },
            {
              key: 'remove',
              title: '操作',
              width: 64,
              render: (_, __, index) => (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除第 ${index + 1} 行`}
                  onClick={() => rows.remove(index)}
                />
              ),
            },
          ]}
        />
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          style={{ marginTop: 12 }}
          onClick={() => rows.append(newDictEntry(getValues('entries')))}
        >
          添加字典项
        </Button>
        {formState.errors.entries?.root?.message && (
          <Alert type="error" showIcon style={{ marginTop: 12 }} title={formState.errors.entries.root.message} />
        )}
        <div style={{ marginTop: 16 }}>
          <FormServerError errors={formState.errors} />
        </div>
      </Form>
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onClose} disabled={formState.isSubmitting}>
          取消
        </Button>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          保存
        </Button>
      </Flex>
    </form>
  );
}

/** The row's badge as the other screens will show it, following every keystroke. */
function BadgePreview({ control, index }: { control: EntriesControl; index: number }) {
  const name = useWatch({ control, name: `entries.${index}.name` });
  const badge = useWatch({ control, name: `entries.${index}.badge` });
  return <Badge {...badgeLook(badge)} text={name || '（未命名）'} data-testid={`preview-${index}`} />;
}
