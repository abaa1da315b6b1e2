import { OrderOfRecord, type PoChangeRow } from '@/entities/purchase-order';
import {
  poOrderChangeAdd,
  poOrderChangeDetailQueryOptions,
  poOrderChangeEdit,
  type PoOrderChangeDetailData,
} from '@/shared/api';
import { EditFromDetail, RecordFormModal, type FieldConfig, type RecordFormPanelProps } from '@/shared/ui/record-form';
import { changeEmpty, changeSchema, type ChangeFormValues } from '../model/change-form';
import { ChangeLinesField } from './ChangeLinesField';

const WIDTH = 1180;

function fields(change: PoOrderChangeDetailData | undefined): FieldConfig<ChangeFormValues>[] {
  return [
    {
      name: 'orderId',
      label: '采购订单',
      required: true,
      // A change stays with its order: another order is another change.
      render: (field) => <OrderOfRecord {...field} id="orderId" saved={change} />,
    },
    {
      name: 'lines',
      label: '变更明细',
      required: true,
      wide: true,
      render: ({ value, onChange }) => <ChangeLinesField id="lines" value={value} onChange={onChange} />,
    },
    {
      name: 'reason',
      label: '变更原因',
      required: true,
      wide: true,
      kind: 'textarea',
      maxLength: 200,
      placeholder: '如 客户 SD-750 追加订单，连接器追加 1000 个',
    },
  ];
}

interface ChangeFormProps {
  change?: PoOrderChangeDetailData;
  orderId?: string;
  onClose: () => void;
  onSaved: () => void;
}

function ChangeForm({ change, orderId, onClose, onSaved }: ChangeFormProps) {
  return (
    <RecordFormModal<ChangeFormValues, ReturnType<typeof changeSchema.parse>>
      title={change ? `编辑订单变更：${change.changeNo}` : '新增订单变更'}
      open
      width={WIDTH}
      columns={2}
      onClose={onClose}
      schema={changeSchema}
      defaultValues={
        change ? { orderId: change.orderId, lines: change.lines, reason: change.reason } : changeEmpty(orderId)
      }
      fields={fields(change)}
      onSubmit={(body) =>
        change
          ? poOrderChangeEdit({ body: { ...body, id: change.id } }, { quiet: true })
          : poOrderChangeAdd({ body }, { quiet: true })
      }
      onSaved={onSaved}
    />
  );
}

/**
 * 新增 / 编辑订单变更 (the screen's editor): a new change for an order (chosen, or the one a link names), or a saved
 * change, edited from its detail (the list's rows hold no lines).
 */
export function ChangeFormDialog({
  record,
  onClose,
  onSaved,
  orderId,
}: RecordFormPanelProps<PoChangeRow> & { orderId?: string }) {
  if (!record) return <ChangeForm orderId={orderId} onClose={onClose} onSaved={onSaved} />;
  return (
    <EditFromDetail
      query={poOrderChangeDetailQueryOptions({ query: { id: record.id } })}
      title={`编辑订单变更：${record.changeNo}`}
      width={WIDTH}
      onClose={onClose}
    >
      {(change) => <ChangeForm change={change} onClose={onClose} onSaved={onSaved} />}
    </EditFromDetail>
  );
}
