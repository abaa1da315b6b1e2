import * as z from 'zod/mini';
import { sysPrintPrinterAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import { CONNECTIONS, PRINTER_TYPES, type Printer } from './printer-list';

/** 打印机 add/edit on the contract's SysPrinterForm. */
export const printerForm = defineForm(sysPrintPrinterAddBodyFacts, {
  name: { label: '名称', placeholder: '如 总装一线标签机' },
  type: { label: '类型', options: PRINTER_TYPES },
  connType: { label: '连接方式', options: CONNECTIONS },
  location: { label: '位置', placeholder: '如 总装车间 ZZ-01 线尾' },
  ip: { label: 'IP 地址', placeholder: '如 192.168.20.31' },
  port: { label: '端口', placeholder: '常用 9100' },
  shareName: { label: '共享名', placeholder: '如 \\\\WH-PC01\\HP-M406' },
  paperSize: { label: '默认纸张', placeholder: '如 100×60 mm、A4' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

/** A network printer needs its IP and port, a local one its share name; the other connection's fields are sent as null. */
export const printerSchema = printerForm.schema.check(
  z.refine((p) => p.connType !== 'NETWORK' || p.ip !== null, { message: '请输入IP 地址', path: ['ip'] }),
  z.refine((p) => p.connType !== 'NETWORK' || p.port !== null, { message: '请输入端口', path: ['port'] }),
  z.refine((p) => p.connType !== 'LOCAL' || p.shareName !== null, { message: '请输入共享名', path: ['shareName'] }),
  z.overwrite((p) => (p.connType === 'NETWORK' ? { ...p, shareName: null } : { ...p, ip: null, port: null })),
);

export type PrinterFormValues = typeof printerForm.empty;
export type PrinterFormBody = z.output<typeof printerSchema>;

export const emptyPrinter: PrinterFormValues = { ...printerForm.empty, type: 'LABEL', connType: 'NETWORK', port: 9100 };

export function printerFormValues(p: Printer): PrinterFormValues {
  return {
    name: p.name,
    type: p.type,
    connType: p.connType,
    location: p.location ?? '',
    ip: p.ip ?? '',
    port: p.port ?? null,
    shareName: p.shareName ?? '',
    paperSize: p.paperSize,
    remark: p.remark ?? '',
  };
}
