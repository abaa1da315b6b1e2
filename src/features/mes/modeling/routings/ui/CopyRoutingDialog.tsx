import { mfgRoutingCopy } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { defineRecordForm } from '@/shared/ui/record-form';
import { routingCopyForm, type RoutingFormBody, type RoutingFormValues } from '../model/routing-form';
import type { MfgRouting } from '../model/routing-list';

// An edit-only form: it starts from the routing and sends the copy call; the copy is a draft.
const CopyForm = defineRecordForm<MfgRouting, RoutingFormValues, RoutingFormBody>({
  noun: '工艺路线',
  title: (r) => `复制工艺路线：${r?.code ?? ''} ${r?.version ?? ''}`,
  schema: routingCopyForm.schema,
  fields: routingCopyForm.fields(),
  values: (r) => ({ code: r.code, name: r.name, version: '', remark: '' }),
  edit: ({ code, name, version }, routing, options) =>
    mfgRoutingCopy({ body: { id: routing.id, code, name, version } }, options),
});

/** 复制: a new routing (a new version, or another code) with the same steps, as a draft. */
export function CopyRoutingDialog({ row, onClose, refetch }: RowPanelProps<MfgRouting>) {
  return (
    <CopyForm
      record={row}
      onClose={onClose}
      onSaved={() => {
        void refetch();
      }}
    />
  );
}
