import { Badge } from 'antd';
import { mfgBomExport, type MfgBomPageData, mfgBomPageSource, type MfgBomPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type MfgBom = MfgBomPageData['rows'][number];
export type MfgBomQuery = MfgBomPageVariables['body'];
export type BomState = MfgBom['state'];

export const BOM_STATES: Record<BomState, { text: string; badge: 'default' | 'success' | 'warning' }> = {
  DRAFT: { text: '草稿', badge: 'default' },
  RELEASED: { text: '已发布', badge: 'success' },
  FROZEN: { text: '已冻结', badge: 'warning' },
};

export const bomStateBadge = (state: BomState) => (
  <Badge status={BOM_STATES[state].badge} text={BOM_STATES[state].text} />
);

export const bomColumns: ColumnConfig<MfgBom>[] = [
  { dataIndex: 'materialCode', title: '产品编码', width: 140, hideAble: false, sorter: true },
  { dataIndex: 'materialName', title: '产品名称', width: 140, query: 'input' },
  { dataIndex: 'specification', title: '规格型号', width: 200, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'version', title: '版本', width: 80 },
  { dataIndex: 'state', title: '状态', width: 90, render: (state) => bomStateBadge(state as BomState) },
  { dataIndex: 'effectiveDate', title: '生效日期', width: 110 },
  {
    dataIndex: 'baseQty',
    title: '基本数量',
    width: 100,
    align: 'right',
    render: (qty, bom) => `${String(qty)} ${bom.uomName}`,
  },
  { dataIndex: 'lineCount', title: '物料行数', width: 90, align: 'right' },
  { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: 'narrow' },
];

export const bomConditions: SearchCondition<keyof MfgBomQuery & string>[] = [
  { key: 'materialCode', title: '产品编码', type: 'input' },
  { key: 'materialName', title: '产品名称', type: 'input' },
  {
    key: 'state',
    title: '状态',
    type: 'select',
    options: Object.entries(BOM_STATES).map(([value, s]) => ({ value, title: s.text })),
    multiple: true,
  },
];

export const bomSource = mfgBomPageSource;

export const exportBoms: ExportFile<MfgBomQuery> = (request) => mfgBomExport({ body: request });
