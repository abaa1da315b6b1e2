import {
  cdMaterialExport,
  type CdMaterialPageData,
  cdMaterialPageSource,
  type CdMaterialPageVariables,
} from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type Material = CdMaterialPageData['rows'][number];
export type MaterialQuery = CdMaterialPageVariables['body'];

/**
 * §3 material columns (typeName, code, name, traceability, specification) plus unit and status, sized by the table
 * from their titles, dictionaries and examples (§5). Code, name, specification, unit and status always fit; type and
 * traceability give way on a narrow table (1366/1440 beside the group tree).
 */
export const materialColumns: ColumnConfig<Material>[] = [
  { dataIndex: 'typeName', title: '物料类型', example: 'PCBA 半成品', hide: 'narrow' },
  { dataIndex: 'code', title: '物料编码', example: 'SM-PCBA-750C-01', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '物料名称', example: 'PA66 加纤粒料', ellipsis: true, query: 'input' },
  {
    dataIndex: 'traceability',
    title: '追溯方式',
    dict: 'material_traceability',
    dictAs: 'text',
    filter: true,
    hide: 'narrow',
  },
  { dataIndex: 'specification', title: '规格型号', example: '6063-T5 40×40×2', ellipsis: true },
  { dataIndex: 'uomName', title: '单位' },
  { dataIndex: 'groupName', title: '物料组', example: '伺服驱动器', hide: true },
  { dataIndex: 'brand', title: '品牌', example: 'Infineon', hide: true },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
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
