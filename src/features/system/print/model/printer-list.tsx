import {
  sysPrintPrinterPageSource,
  type SysPrintPrinterPageData,
  type SysPrintPrinterPageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type Printer = SysPrintPrinterPageData['rows'][number];
export type PrinterQuery = SysPrintPrinterPageVariables['body'];

export const PRINTER_TYPES = [
  { value: 'LABEL', title: '标签打印机' },
  { value: 'LASER', title: '激光打印机' },
  { value: 'DOT', title: '针式打印机' },
] as const;

export const CONNECTIONS = [
  { value: 'NETWORK', title: '网络（IP + 端口）' },
  { value: 'LOCAL', title: '本地（共享名）' },
] as const;

const typeTitle = (type: string) => PRINTER_TYPES.find((t) => t.value === type)?.title ?? type;

/** 网络 192.168.20.31:9100, or 本地 \\PC\共享名. */
export const connectionText = (p: Printer) =>
  p.connType === 'NETWORK' ? `网络 ${p.ip ?? ''}:${p.port ?? ''}` : `本地 ${p.shareName ?? ''}`;

export const printerColumns: ColumnConfig<Printer>[] = [
  { dataIndex: 'name', title: '名称', example: '发货区针式打印机', hideAble: false, query: 'input' },
  {
    dataIndex: 'type',
    title: '类型',
    example: '标签打印机',
    options: PRINTER_TYPES,
    render: (_v, p) => typeTitle(p.type),
  },
  { dataIndex: 'connType', title: '连接', example: '网络 192.168.20.31:9100', render: (_v, p) => connectionText(p) },
  { dataIndex: 'location', title: '位置', example: '总装车间 ZZ-01 线尾', render: (_v, p) => p.location ?? '-' },
  { dataIndex: 'paperSize', title: '默认纸张', example: '241×140 mm 三联' },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 160, ellipsis: true, hide: 'narrow' },
];

export const printerConditions: SearchCondition<keyof PrinterQuery & string>[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'type', title: '类型', type: 'select', options: PRINTER_TYPES, multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const printerSource = sysPrintPrinterPageSource;
