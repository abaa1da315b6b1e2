import { OrderOfRecord, type PoAodRow } from '@/entities/purchase-order';
import { poAodApplyAdd, poAodApplyEdit } from '@/shared/api';
import { RecordFormModal, type FieldConfig, type RecordFormPanelProps } from '@/shared/ui/record-form';
import { AOD_KIND_OPTIONS } from '../model/aod-kinds';
import { aodEmpty, aodSchema, type AodBody, type AodFormValues } from '../model/aod-form';
import { AodLinePick } from './AodLinePick';

function fields(row: PoAodRow | undefined): FieldConfig<AodFormValues>[] {
  return [
    {
      name: 'orderId',
      label: '采购订单',
      required: true,
      // A saved request stays with its order line: another line is another request.
      render: (field) => <OrderOfRecord {...field} id="orderId" saved={row} dependent="orderLineId" />,
    },
    {
      name: 'orderLineId',
      label: '订单行',
      required: true,
      wide: true,
      render: (field) => (
        <AodLinePick {...field} fixed={row && `第 ${row.lineNo} 行 ${row.materialCode} ${row.materialName}`} />
      ),
    },
    { name: 'kind', label: '类型', required: true, kind: 'select', options: AOD_KIND_OPTIONS },
    { name: 'newDate', label: '新交期', required: true, kind: 'date' },
    { name: 'qty', label: '数量', required: true, kind: 'number', placeholder: '按新交期交货的数量，不超过未到货' },
    {
      name: 'reason',
      label: '原因',
      required: true,
      wide: true,
      kind: 'textarea',
      maxLength: 200,
      placeholder: '如 供应商电镀线检修，余量顺延一周',
    },
  ];
}

/**
 * 新增 / 编辑 AOD 申请 (the screen's editor): an order line still to arrive, 提前 or 延期 to a new date, how much, and
 * why; checked against the line's 要求交期, what has not arrived and the supplier's 允许提前天数 before it is sent.
 */
export function AodFormDialog({ record, onClose, onSaved }: RecordFormPanelProps<PoAodRow>) {
  return (
    <RecordFormModal<AodFormValues, AodBody>
      title={record ? `编辑 AOD 申请：${record.aodNo}` : '新增 AOD 申请'}
      open
      width={800}
      onClose={onClose}
      schema={aodSchema}
      defaultValues={
        record
          ? {
              orderId: record.orderId,
              orderLineId: record.orderLineId,
              kind: record.kind,
              newDate: record.newDate,
              qty: record.qty,
              reason: record.reason,
              line: null,
            }
          : aodEmpty
      }
      fields={fields(record)}
      onSubmit={(body) =>
        record
          ? poAodApplyEdit({ body: { ...body, id: record.id } }, { quiet: true })
          : poAodApplyAdd({ body }, { quiet: true })
      }
      onSaved={onSaved}
    />
  );
}
