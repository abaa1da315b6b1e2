import {
  type OpPrintTemplatePageData,
  opPrintTemplatePageSource,
  type OpPrintTemplatePageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { ORIENTATIONS, PAPERS, orientationOptions, paperOptions } from './paper';

export type PrintTemplate = OpPrintTemplatePageData['rows'][number];
export type PrintTemplateQuery = OpPrintTemplatePageVariables['body'];

/** 打印模板: which business it prints, on which paper; the content is edited in the form. */
export const printTemplateColumns: ColumnConfig<PrintTemplate>[] = [
  { dataIndex: 'code', title: '模板编码', width: 140, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '模板名称', width: 180 },
  { dataIndex: 'bizTypeName', title: '业务类型', width: 130 },
  {
    dataIndex: 'paperSize',
    title: '纸张',
    width: 150,
    options: paperOptions,
    render: (_, row) => PAPERS[row.paperSize].title,
  },
  {
    dataIndex: 'orientation',
    title: '方向',
    width: 80,
    options: orientationOptions,
    render: (_, row) => ORIENTATIONS[row.orientation],
  },
  { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 220, ellipsis: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

export const printTemplateConditions: SearchCondition<keyof PrintTemplateQuery & string>[] = [
  { key: 'name', title: '模板名称', type: 'input' },
  { key: 'code', title: '模板编码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const printTemplateSource = opPrintTemplatePageSource;
