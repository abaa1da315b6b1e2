import { Tag } from 'antd';
import {
  sysPrintTemplatePageSource,
  type SysPrintTemplatePageData,
  type SysPrintTemplatePageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type PrintTemplate = SysPrintTemplatePageData['rows'][number];
export type PrintTemplateQuery = SysPrintTemplatePageVariables['body'];

export const BIZ_TYPES = [
  { value: 'WORK_ORDER', title: '生产工单' },
  { value: 'MATERIAL_LABEL', title: '物料标签' },
  { value: 'DELIVERY', title: '送货单' },
  { value: 'INBOUND', title: '入库单' },
  { value: 'FLOW_CARD', title: '流转卡' },
] as const;

const bizTitle = (type: string) => BIZ_TYPES.find((t) => t.value === type)?.title ?? type;

export const templateColumns: ColumnConfig<PrintTemplate>[] = [
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
  { dataIndex: 'isDefault', title: '默认模板', render: (_v, t) => (t.isDefault ? <Tag color="blue">默认</Tag> : '-') },
  { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: 'narrow' },
];

export const templateConditions: SearchCondition<keyof PrintTemplateQuery & string>[] = [
  { key: 'name', title: '模板名称', type: 'input' },
  { key: 'bizType', title: '业务类型', type: 'select', options: BIZ_TYPES, multiple: true },
];

export const templateSource = sysPrintTemplatePageSource;
