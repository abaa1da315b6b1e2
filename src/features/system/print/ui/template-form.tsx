import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { sysPrintPrinterListQueryOptions, sysPrintTemplateAdd, sysPrintTemplateEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  templateForm,
  templateFormValues,
  type TemplateFormBody,
  type TemplateFormValues,
} from '../model/template-form';
import type { PrintTemplate } from '../model/template-list';

/** One of the enabled printers; empty is none (the user picks at print time). */
function PrinterSelect({
  value,
  onChange,
  onBlur,
}: {
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
}) {
  const printers = useQuery(sysPrintPrinterListQueryOptions({ body: {} }));
  return (
    <Select
      id="printerId"
      allowClear
      placeholder="打印时选择"
      loading={printers.isPending}
      value={value || undefined}
      onChange={(id: string | undefined) => onChange(id ?? '')}
      onBlur={onBlur}
      options={(printers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
    />
  );
}

/** 新增打印模板 / 编辑打印模板. */
export const TemplateForm = defineRecordForm<PrintTemplate, TemplateFormValues, TemplateFormBody>({
  noun: '打印模板',
  schema: templateForm.schema,
  fields: templateForm.fields({
    printerId: ({ value, onChange, onBlur }) => <PrinterSelect value={value} onChange={onChange} onBlur={onBlur} />,
  }),
  empty: templateForm.empty,
  values: templateFormValues,
  add: (body, options) => sysPrintTemplateAdd({ body }, options),
  edit: (body, template, options) => sysPrintTemplateEdit({ body: { ...body, id: template.id } }, options),
});
