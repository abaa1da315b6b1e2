import { cdMaterialExport, type CdMaterialPageData, cdMaterialPageSource, type CdMaterialPageVariables } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type Material = CdMaterialPageData['rows'][number];
export type MaterialQuery = CdMaterialPageVariables['body'];

/** §3 material columns (typeName, code, name, traceability, specification) plus unit and status. */
export const materialColumns: ColumnConfig<Material>[] = [
  { dataIndex: 'typeName', title: '物料类型', width: 110 },
  { dataIndex: 'code', title: '物料编码', width: 150, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '物料名称', width: 200, query: 'input' },
  { dataIndex: 'traceability', title: '追溯方式', width: 100, dict: 'material_traceability', dictAs: 'text', filter: true },
  { dataIndex: 'specification', title: '规格型号', width: 220, ellipsis: true },
  { dataIndex: 'uomName', title: '单位', width: 70 },
  { dataIndex: 'groupName', title: '物料组', width: 120, hide: true },
  { dataIndex: 'brand', title: '品牌', width: 120, hide: true },
  { dataIndex: 'status', title: '状态', width: 90, dict: 'common_status', filter: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

/** Search by code, name, type (the server's types) and traceability (dictionary). */
export const materialConditions = (types: readonly SearchOption[]): SearchCondition<keyof MaterialQuery & string>[] => [
  { key: 'code', title: '物料编码', type: 'input' },
  { key: 'name', title: '物料名称', type: 'input' },
  { key: 'specification', title: '规格型号', type: 'input' },
  { key: 'typeId', title: '物料类型', type: 'select', options: types, multiple: true },
  { key: 'traceability', title: '追溯方式', type: 'select', dict: 'material_traceability', multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const materialSource = cdMaterialPageSource;

export const exportMaterials: ExportFile<MaterialQuery> = (request) => cdMaterialExport({ body: request });
