import { cdUom } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 计量单位: the units of measure, read-only (the contract has no calls to change them); the whole list in one answer. */
export const UomListPage = defineCrudScreen(cdUom, {
  noun: '计量单位',
  columns: [
    { dataIndex: 'code', title: '单位编码', width: 120, hideAble: false },
    { dataIndex: 'name', title: '单位名称', width: 140 },
    { dataIndex: 'category', title: '类别', width: 120, dict: 'unit_category', filter: true },
    { dataIndex: 'precision', title: '小数位', width: 100 },
    'status',
  ],
  conditions: [{ key: 'keyword', title: '编码或名称', type: 'input' }, 'category', 'status'],
});
