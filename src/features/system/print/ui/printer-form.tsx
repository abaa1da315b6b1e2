import { sysPrintPrinterAdd, sysPrintPrinterEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  emptyPrinter,
  printerForm,
  printerFormValues,
  printerSchema,
  type PrinterFormBody,
  type PrinterFormValues,
} from '../model/printer-form';
import type { Printer } from '../model/printer-list';

/** 新增打印机 / 编辑打印机. */
export const PrinterForm = defineRecordForm<Printer, PrinterFormValues, PrinterFormBody>({
  noun: '打印机',
  schema: printerSchema,
  fields: printerForm.fields(),
  empty: emptyPrinter,
  values: printerFormValues,
  add: (body, options) => sysPrintPrinterAdd({ body }, options),
  edit: (body, printer, options) => sysPrintPrinterEdit({ body: { ...body, id: printer.id } }, options),
});
