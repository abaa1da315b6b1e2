import {
  mdMaterialMgmtExport,
  type MdMaterialMgmtPageData,
  mdMaterialMgmtPageSource,
  type MdMaterialMgmtPageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type LegacyMaterial = MdMaterialMgmtPageData['rows'][number];
export type LegacyMaterialQuery = MdMaterialMgmtPageVariables['body'];

/** 物料管理（旧版） columns: type and traceability through their dictionaries, then unit, group and status. */
export const legacyMaterialColumns: ColumnConfig<LegacyMaterial>[] = [
  { dataIndex: 'typeCode', title: '物料类型', width: 110, dict: 'material_type', dictAs: 'text', filter: true },
  { dataIndex: 'code', title: '物料编码', width: 150, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '物料名称', width: 180, query: 'input' },
  {
    dataIndex: 'traceability',
    title: '追溯方式',
    width: 100,
    dict: 'material_traceability',
    dictAs: 'text',
    filter: true,
  },
  { dataIndex: 'specification', title: '规格型号', width: 220, ellipsis: true },
  { dataIndex: 'uomName', title: '单位', width: 70 },
  { dataIndex: 'groupName', title: '物料组', width: 120 },
  { dataIndex: 'brand', title: '品牌', width: 120, hide: true },
  { dataIndex: 'status', title: '状态', width: 90, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

/** Search by code, name and specification; type, traceability and status from their dictionaries (sent comma-joined). */
export const legacyMaterialConditions: SearchCondition<keyof LegacyMaterialQuery & string>[] = [
  { key: 'code', title: '物料编码', type: 'input' },
  { key: 'name', title: '物料名称', type: 'input' },
  { key: 'specification', title: '规格型号', type: 'input' },
  { key: 'typeCode', title: '物料类型', type: 'select', dict: 'material_type', multiple: true },
  { key: 'traceability', title: '追溯方式', type: 'select', dict: 'material_traceability', multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const legacyMaterialSource = mdMaterialMgmtPageSource;

/** The selected materials' ids, otherwise the list's conditions (§5). */
export const exportLegacyMaterials: ExportFile<LegacyMaterialQuery> = (request) =>
  mdMaterialMgmtExport({ body: request });
