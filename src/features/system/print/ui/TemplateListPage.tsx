import { Tag } from 'antd';
import {
  sysPrintPrinterListQueryOptions,
  sysPrintTemplateAdd,
  sysPrintTemplateAddBodyFacts,
  sysPrintTemplateDelete,
  sysPrintTemplateEdit,
  sysPrintTemplatePageSource,
  sysPrintTemplateSetDefault,
} from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { QuerySelect } from '@/shared/ui/query-select';

const BIZ_TYPES = [
  { value: 'WORK_ORDER', title: '生产工单' },
  { value: 'MATERIAL_LABEL', title: '物料标签' },
  { value: 'DELIVERY', title: '送货单' },
  { value: 'INBOUND', title: '入库单' },
  { value: 'FLOW_CARD', title: '流转卡' },
];
const bizTitle = (type: string) => BIZ_TYPES.find((t) => t.value === type)?.title ?? type;

const printers = sysPrintPrinterListQueryOptions({ body: {} });

/** 打印模板: per business document; one default per business type, set with 设为默认 (the old default gives way). */
export const TemplateListPage = defineCrudScreen(
  {
    source: sysPrintTemplatePageSource,
    add: sysPrintTemplateAdd,
    addFacts: sysPrintTemplateAddBodyFacts,
    edit: sysPrintTemplateEdit,
    remove: sysPrintTemplateDelete,
  },
  {
    noun: '打印模板',
    tableId: 'sys.sysPrintTemplate',
    columns: [
      {
        dataIndex: 'bizType',
        title: '业务类型',
        example: '物料标签',
        options: BIZ_TYPES,
        filter: true,
        render: (_v, t) => bizTitle(t.bizType),
      },
      { dataIndex: 'name', title: '模板名称', example: '流转卡（100×60 带工序条码）', hideAble: false },
      { dataIndex: 'paperSize', title: '纸张大小', example: '241×140 mm 三联' },
      {
        dataIndex: 'printerName',
        title: '默认打印机',
        example: '发货区针式打印机',
        render: (_v, t) => t.printerName ?? '-',
      },
      {
        dataIndex: 'isDefault',
        title: '默认模板',
        render: (_v, t) => (t.isDefault ? <Tag color="blue">默认</Tag> : '-'),
      },
      { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: 'narrow' },
    ],
    conditions: ['name', 'bizType'],
    // 默认 is set with its own call.
    form: {
      bizType: { options: BIZ_TYPES },
      name: { placeholder: '如 物料标签 100×60' },
      paperSize: { placeholder: '如 100×60 mm、A4' },
      // One of the enabled printers; empty is none (the user picks at print time).
      printerId: {
        label: '默认打印机',
        kind: 'custom',
        render: (field) => (
          <QuerySelect
            {...field}
            query={printers}
            option={(p) => ({ value: p.id, label: p.name })}
            placeholder="打印时选择"
          />
        ),
      },
      remark: { kind: 'textarea', wide: true },
    },
    rowActions: [
      'edit',
      {
        kind: 'call',
        action: 'setAsDefault',
        title: '设为默认',
        require: 'sysPrint:edit',
        confirm: true,
        when: { field: 'isDefault', op: 'eq', value: false },
        run: (t, options) => sysPrintTemplateSetDefault({ body: { id: t.id } }, options),
        done: '已设为默认模板',
      },
    ],
  },
);
