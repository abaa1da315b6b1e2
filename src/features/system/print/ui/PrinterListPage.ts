import * as z from 'zod/mini';
import {
  sysPrintPrinterAdd,
  sysPrintPrinterAddBodyFacts,
  sysPrintPrinterDelete,
  sysPrintPrinterDisable,
  sysPrintPrinterEdit,
  sysPrintPrinterEnable,
  sysPrintPrinterListOperation,
  sysPrintPrinterPageSource,
  sysPrintPrinterTest,
} from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

const TYPES = [
  { value: 'LABEL', title: '标签打印机' },
  { value: 'LASER', title: '激光打印机' },
  { value: 'DOT', title: '针式打印机' },
];
const CONNECTIONS = [
  { value: 'NETWORK', title: '网络（IP + 端口）' },
  { value: 'LOCAL', title: '本地（共享名）' },
];
const typeTitle = (type: string) => TYPES.find((t) => t.value === type)?.title ?? type;

/** 打印机: label, laser and dot-matrix printers on the network or shared from a PC; 测试打印 sends a test page. */
export const PrinterListPage = defineCrudScreen(
  {
    source: sysPrintPrinterPageSource,
    add: sysPrintPrinterAdd,
    addFacts: sysPrintPrinterAddBodyFacts,
    edit: sysPrintPrinterEdit,
    status: { enable: sysPrintPrinterEnable, disable: sysPrintPrinterDisable, delete: sysPrintPrinterDelete },
  },
  {
    noun: '打印机',
    tableId: 'sys.sysPrinter',
    columns: [
      { dataIndex: 'name', title: '名称', example: '发货区针式打印机', hideAble: false, query: 'input' },
      { dataIndex: 'type', title: '类型', example: '标签打印机', options: TYPES, render: (_v, p) => typeTitle(p.type) },
      {
        dataIndex: 'connType',
        title: '连接',
        example: '网络 192.168.20.31:9100',
        render: (_v, p) =>
          p.connType === 'NETWORK' ? `网络 ${p.ip ?? ''}:${p.port ?? ''}` : `本地 ${p.shareName ?? ''}`,
      },
      { dataIndex: 'location', title: '位置', example: '总装车间 ZZ-01 线尾', render: (_v, p) => p.location ?? '-' },
      { dataIndex: 'paperSize', title: '默认纸张', example: '241×140 mm 三联' },
      { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
      { dataIndex: 'remark', title: '备注', width: 160, ellipsis: true, hide: 'narrow' },
    ],
    conditions: [
      { key: 'name', title: '名称', type: 'input' },
      { key: 'type', title: '类型', type: 'select', options: TYPES, multiple: true },
      { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
    ],
    form: {
      name: { label: '名称', placeholder: '如 总装一线标签机' },
      type: { label: '类型', options: TYPES },
      connType: { label: '连接方式', options: CONNECTIONS },
      location: { label: '位置', placeholder: '如 总装车间 ZZ-01 线尾' },
      ip: { label: 'IP 地址', placeholder: '如 192.168.20.31' },
      port: { label: '端口', placeholder: '常用 9100' },
      shareName: { label: '共享名', placeholder: '如 \\\\WH-PC01\\HP-M406' },
      paperSize: { label: '默认纸张', placeholder: '如 100×60 mm、A4' },
      remark: { label: '备注', kind: 'textarea', wide: true },
    },
    empty: { type: 'LABEL', connType: 'NETWORK', port: 9100 },
    // A network printer needs its IP and port, a local one its share name; the other connection's fields go as null.
    checks: [
      z.refine((p) => p.connType !== 'NETWORK' || p.ip !== null, { message: '请输入IP 地址', path: ['ip'] }),
      z.refine((p) => p.connType !== 'NETWORK' || p.port !== null, { message: '请输入端口', path: ['port'] }),
      z.refine((p) => p.connType !== 'LOCAL' || p.shareName !== null, { message: '请输入共享名', path: ['shareName'] }),
      z.overwrite((p) => (p.connType === 'NETWORK' ? { ...p, shareName: null } : { ...p, ip: null, port: null })),
    ],
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
    alsoRefetch: [sysPrintPrinterListOperation],
  },
);
