import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Table, type TableColumnsType } from 'antd';
import type { ReactElement } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { wipMaterialCreate } from '@/shared/api';
import type { AddPanelProps } from '@/shared/ui/crud-screen';
import { TableCellField } from '@/shared/ui/form';
import { RecordFormModal } from '@/shared/ui/record-form';
import { BATCH_MAX, emptyBatchRow, wipBatchSchema, type WipBatchBody, type WipBatchValues } from '../model/wip-batch';
import { MaterialPick, StatePick } from './pickers';

/** A row's picker: `id` and `label` name the cell's input for assistive tech and tests. */
export type RowPicker = (props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string | null) => void;
  onBlur: () => void;
}) => ReactElement;

interface Pickers {
  material: RowPicker;
  state: RowPicker;
}

type Cell = 'code' | 'name' | 'specification' | 'remark';

/** The batch's rows, each input checked on its own cell; rows are added up to the contract's maximum. */
function BatchRows({ pickers }: { pickers: Pickers }) {
  const { control } = useFormContext<WipBatchValues, unknown, WipBatchBody>();
  const { isSubmitting } = useFormState({ control });
  const rows = useFieldArray({ control, name: 'items' });
  const pick = (picker: RowPicker, index: number, name: 'materialId' | 'mfgStateId', label: string) => (
    <TableCellField control={control} name={`items.${index}.${name}`}>
      {(field) => picker({ ...field, label: `第 ${index + 1} 行${label}`, onChange: (v) => field.onChange(v ?? '') })}
    </TableCellField>
  );
  const text = (index: number, name: Cell, label: string) => (
    <TableCellField control={control} name={`items.${index}.${name}`}>
      {(field) => <Input {...field} aria-label={`第 ${index + 1} 行${label}`} />}
    </TableCellField>
  );
  const columns: TableColumnsType<(typeof rows.fields)[number]> = [
    { title: '行', width: 50, render: (_, __, index) => index + 1 },
    { title: '物料', width: 200, render: (_, __, index) => pick(pickers.material, index, 'materialId', '物料') },
    { title: '制造状态', width: 180, render: (_, __, index) => pick(pickers.state, index, 'mfgStateId', '制造状态') },
    { title: '在制品编码', width: 160, render: (_, __, index) => text(index, 'code', '在制品编码') },
    { title: '在制品名称', width: 180, render: (_, __, index) => text(index, 'name', '在制品名称') },
    { title: '规格型号', width: 160, render: (_, __, index) => text(index, 'specification', '规格型号') },
    { title: '备注', width: 140, render: (_, __, index) => text(index, 'remark', '备注') },
    {
      title: '操作',
      width: 70,
      render: (_, __, index) => (
        <Button
          type="link"
          danger
          icon={<DeleteOutlined />}
          aria-label={`删除第 ${index + 1} 行`}
          disabled={isSubmitting || rows.fields.length === 1}
          onClick={() => rows.remove(index)}
        >
          删除
        </Button>
      ),
    },
  ];
  return (
    <>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={rows.fields}
        scroll={{ y: 420 }}
      />
      <Button
        icon={<PlusOutlined />}
        style={{ marginTop: 16 }}
        disabled={isSubmitting || rows.fields.length >= BATCH_MAX}
        onClick={() => rows.append(emptyBatchRow())}
      >
        添加一行
      </Button>
    </>
  );
}

export interface WipBatchModalProps extends Omit<AddPanelProps<unknown>, 'scope'> {
  /** Sends the whole batch once; call it with `{ quiet: true }` so a failure stays in the dialog. */
  onSubmit: (body: WipBatchBody) => Promise<unknown>;
  pickers: Pickers;
}

/** 批量新增在制品物料: several rows at once, each checked on its own cells, sent as one request. */
export function WipBatchModal({ onClose, onSaved, onSubmit, pickers }: WipBatchModalProps) {
  return (
    <RecordFormModal
      title="批量新增在制品物料"
      open
      width={1100}
      columns={1}
      onClose={onClose}
      schema={wipBatchSchema}
      defaultValues={{ items: [emptyBatchRow()] }}
      fields={[{ name: 'items', label: '', render: () => <BatchRows pickers={pickers} /> }]}
      onSubmit={onSubmit}
      onSaved={onSaved}
      successMessage="批量新增完成"
    />
  );
}

const serverPickers: Pickers = {
  material: (p) => <MaterialPick {...p} />,
  state: (p) => <StatePick {...p} />,
};

/** The list's 批量新增 through wipMaterialCreate; the request layer shows the per-row results. */
export function WipBatchAddModal({ onClose, onSaved }: AddPanelProps<unknown>) {
  return (
    <WipBatchModal
      onClose={onClose}
      onSaved={onSaved}
      pickers={serverPickers}
      onSubmit={(body) => wipMaterialCreate({ body }, { quiet: true })}
    />
  );
}
