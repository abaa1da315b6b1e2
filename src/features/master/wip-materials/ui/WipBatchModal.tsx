import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Form, Input, Modal, Table, message, type TableColumnsType } from 'antd';
import { useId, type FormEvent, type ReactElement } from 'react';
import { useFieldArray, useForm, type Control } from 'react-hook-form';
import { FormField, FormServerError, applyServerError } from '@/shared/ui/form';
import { BATCH_MAX, emptyBatchRow, wipBatchSchema, type WipBatchBody, type WipBatchValues } from '../model/wip-form';

/** A row's picker: `id` and `label` name the cell's input for assistive tech and tests. */
export type RowPicker = (props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string | null) => void;
  onBlur: () => void;
}) => ReactElement;

export interface WipBatchModalProps {
  open: boolean;
  onClose: () => void;
  /** Sends the whole batch once; call it with `{ quiet: true }` so a failure stays in the modal. */
  onSubmit: (body: WipBatchBody) => Promise<unknown>;
  onSaved?: () => void;
  pickers: { material: RowPicker; state: RowPicker };
}

/** 批量新增在制品物料 (§2.5): several rows at once, each checked on its own cells, sent as one request. */
export function WipBatchModal(props: WipBatchModalProps) {
  const formId = useId();
  return (
    <Modal
      title="批量新增在制品物料"
      open={props.open}
      onCancel={props.onClose}
      width={1100}
      destroyOnHidden
      mask={{ closable: false }}
      footer={null}
    >
      {props.open && <BatchBody {...props} formId={formId} />}
    </Modal>
  );
}

type Cell = 'code' | 'name' | 'specification' | 'remark';
const textCell = (
  control: Control<WipBatchValues, unknown, WipBatchBody>,
  index: number,
  name: Cell,
  label: string,
) => (
  <FormField control={control} name={`items.${index}.${name}`}>
    {(field) => <Input id={`items-${index}-${name}`} aria-label={`第 ${index + 1} 行${label}`} {...field} />}
  </FormField>
);

function BatchBody({ onSubmit, onSaved, onClose, pickers, formId }: WipBatchModalProps & { formId: string }) {
  const { control, handleSubmit, setError, formState } = useForm<WipBatchValues, unknown, WipBatchBody>({
    resolver: zodResolver(wipBatchSchema),
    defaultValues: { items: [emptyBatchRow()] },
  });
  const rows = useFieldArray({ control, name: 'items' });

  const save = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      // Every row stays as typed; the server's message is shown above them.
      applyServerError(setError, error);
      return;
    }
    void message.success('批量新增完成');
    onSaved?.();
    onClose();
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // One batch on its way at a time.
    if (formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    void save(event);
  };

  const pick = (picker: RowPicker, index: number, name: 'materialId' | 'mfgStateId', label: string) => (
    <FormField control={control} name={`items.${index}.${name}`}>
      {(field) =>
        picker({
          id: `items-${index}-${name}`,
          label: `第 ${index + 1} 行${label}`,
          value: field.value,
          onChange: (v) => field.onChange(v ?? ''),
          onBlur: field.onBlur,
        })
      }
    </FormField>
  );

  const columns: TableColumnsType<(typeof rows.fields)[number]> = [
    { title: '行', width: 50, render: (_, __, index) => index + 1 },
    { title: '物料', width: 200, render: (_, __, index) => pick(pickers.material, index, 'materialId', '物料') },
    { title: '制造状态', width: 180, render: (_, __, index) => pick(pickers.state, index, 'mfgStateId', '制造状态') },
    { title: '在制品编码', width: 160, render: (_, __, index) => textCell(control, index, 'code', '在制品编码') },
    { title: '在制品名称', width: 180, render: (_, __, index) => textCell(control, index, 'name', '在制品名称') },
    { title: '规格型号', width: 160, render: (_, __, index) => textCell(control, index, 'specification', '规格型号') },
    { title: '备注', width: 140, render: (_, __, index) => textCell(control, index, 'remark', '备注') },
    {
      title: '操作',
      width: 70,
      render: (_, __, index) => (
        <Button
          type="link"
          danger
          icon={<DeleteOutlined />}
          aria-label={`删除第 ${index + 1} 行`}
          disabled={rows.fields.length === 1}
          onClick={() => rows.remove(index)}
        >
          删除
        </Button>
      ),
    },
  ];

  return (
    <form id={formId} noValidate onSubmit={submit} aria-label="批量新增表单">
      <Form component={false} disabled={formState.isSubmitting}>
        <FormServerError errors={formState.errors} />
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={rows.fields}
          scroll={{ y: 420 }}
        />
      </Form>
      <Flex justify="space-between" gap={8} style={{ marginTop: 16 }}>
        <Button
          icon={<PlusOutlined />}
          disabled={formState.isSubmitting || rows.fields.length >= BATCH_MAX}
          onClick={() => rows.append(emptyBatchRow())}
        >
          添加一行
        </Button>
        <Flex gap={8}>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            取消
          </Button>
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
            保存
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
