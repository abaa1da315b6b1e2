import {
  type OpExcelTemplatePageData,
  opExcelTemplatePageSource,
  type OpExcelTemplatePageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type ExcelTemplate = OpExcelTemplatePageData['rows'][number];
export type ExcelTemplateQuery = OpExcelTemplatePageVariables['body'];

/** Excel 导入模板: which business the import flow uses it for, its file (or generated from the columns), its columns. */
export const excelTemplateColumns: ColumnConfig<ExcelTemplate>[] = [
  { dataIndex: 'code', title: '模板编码', width: 150, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '模板名称', width: 180 },
  { dataIndex: 'bizTypeName', title: '业务类型', width: 120 },
  {
    dataIndex: 'fileName',
    title: '模板文件',
    width: 200,
    ellipsis: true,
    render: (_, row) => row.fileName ?? '按列生成',
  },
  { dataIndex: 'fieldCount', title: '列数', width: 80 },
  { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

export const excelTemplateConditions: SearchCondition<keyof ExcelTemplateQuery & string>[] = [
  { key: 'name', title: '模板名称', type: 'input' },
  { key: 'code', title: '模板编码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const excelTemplateSource = opExcelTemplatePageSource;
