import {
  sysPrintPrinterDelete,
  sysPrintPrinterDisable,
  sysPrintPrinterEnable,
  sysPrintPrinterListOperation,
  sysPrintPrinterTest,
} from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { printerColumns, printerConditions, printerSource } from '../model/printer-list';

/** 打印机: label, laser and dot-matrix printers on the network or shared from a PC; 测试打印 sends a test page. */
export const PrinterListPage = defineListScreen({
  tableId: 'sys.sysPrinter',
  permissionPrefix: 'sysPrint',
  source: printerSource,
  alsoRefetch: [sysPrintPrinterListOperation],
  columns: printerColumns,
  conditions: printerConditions,
  form: () => import('./printer-form').then((m) => m.PrinterForm),
  rowActions: [
    'edit',
    {
      kind: 'call',
      action: 'manage',
      title: '测试打印',
      require: 'sysPrint:edit',
      when: { field: 'status', op: 'eq', value: 0 },
      run: (p, options) => sysPrintPrinterTest({ body: { id: p.id } }, options),
      done: '测试页已发送到打印机',
    },
  ],
  status: { enable: sysPrintPrinterEnable, disable: sysPrintPrinterDisable, delete: sysPrintPrinterDelete },
});
