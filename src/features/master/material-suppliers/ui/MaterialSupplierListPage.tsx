import { Tag } from 'antd';
import { mdMaterialMgmtExportForMdMaterialSupplier, mdMaterialMgmtPageForMdMaterialSupplierSource } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 物料供应商: a material and one of its suppliers per row with the supply terms, read only (page and export). */
export const MaterialSupplierListPage = defineCrudScreen(
  { source: mdMaterialMgmtPageForMdMaterialSupplierSource, export: mdMaterialMgmtExportForMdMaterialSupplier },
  {
    noun: '物料供应商',
    columns: [
      { dataIndex: 'materialCode', title: '物料编码', width: 150, hideAble: false, sorter: true },
      { dataIndex: 'materialName', title: '物料名称', width: 160 },
      { dataIndex: 'specification', title: '规格型号', width: 200, ellipsis: true },
      { dataIndex: 'supplierCode', title: '供应商编码', width: 120 },
      { dataIndex: 'supplierName', title: '供应商名称', width: 220, ellipsis: true },
      { dataIndex: 'supplierMaterialCode', title: '供应商物料编码', width: 150 },
      {
        dataIndex: 'isDefault',
        title: '默认供应商',
        width: 100,
        render: (value) => (value ? <Tag color="blue">是</Tag> : <Tag>否</Tag>),
      },
      { dataIndex: 'quotaPct', title: '配额（%）', width: 100, align: 'right' },
      { dataIndex: 'leadTimeDays', title: '采购提前期（天）', width: 140, align: 'right' },
      'status',
      'updateTime',
    ],
    conditions: ['materialCode', 'materialName', 'supplierCode', 'supplierName', 'status'],
    table: { selection: 'checkbox' },
  },
);
