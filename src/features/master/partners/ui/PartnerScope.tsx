import { message } from 'antd';
import type { ComponentType } from 'react';
import { LegacyMaterialSelector } from '@/entities/legacy-material';
import {
  mdCustomerScopeAdd,
  mdCustomerScopeDelete,
  mdCustomerScopeEdit,
  mdCustomerScopeEditBodyFacts,
  mdCustomerScopePageSource,
  mdSupplierScopeAdd,
  mdSupplierScopeDelete,
  mdSupplierScopeEdit,
  mdSupplierScopeEditBodyFacts,
  mdSupplierScopePageSource,
  type MdCustomerScopePageData,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import { defineCrudScreen, type AddPanelProps } from '@/shared/ui/crud-screen';
import { subRecordActions, type PartnerSubRecordProps, type SharedColumn } from '../model/sub-record';

/** What both kinds' scope rows share (the customer's row without its customer and its own code for the material). */
type ScopeRow = Omit<MdCustomerScopePageData['rows'][number], 'customerId' | 'customerMaterialCode'>;

/** The scope's materials, with the partner's own code for each (客户料号 / 供应商物料编码). */
function scopeColumns<Own>(code: Own): Array<SharedColumn<ScopeRow> | Own> {
  return [
    { dataIndex: 'materialCode', title: '物料编码', width: 150, hideAble: false },
    { dataIndex: 'materialName', title: '物料名称', width: 180 },
    { dataIndex: 'specification', title: '规格型号', width: 180, ellipsis: true },
    { dataIndex: 'typeName', title: '物料类型', width: 100 },
    { dataIndex: 'uomName', title: '单位', width: 70 },
    code,
    { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true },
    { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
  ];
}

const conditions: SearchCondition<'materialCode' | 'materialName'>[] = [
  { key: 'materialCode', title: '物料编码', type: 'input' },
  { key: 'materialName', title: '物料名称', type: 'input' },
];

/** 添加物料 to the partner the list is narrowed to: the enabled materials not yet in its scope, in one request. */
function scopeAdd<Scope>(
  title: string,
  picker: 'customerScope' | 'supplierScope',
  partnerOf: (scope: Scope | undefined) => string | undefined,
  add: (partnerId: string, materialIds: string[]) => Promise<unknown>,
): { label: string; load: () => Promise<ComponentType<AddPanelProps<Scope>>> } {
  function ScopeAddDialog({ scope, onClose, onSaved }: AddPanelProps<Scope>) {
    const partnerId = partnerOf(scope);
    const save = async (materialIds: string[]) => {
      onClose();
      if (materialIds.length === 0 || !partnerId) return;
      try {
        await add(partnerId, materialIds);
      } catch {
        // The request layer has shown the server's message (a disabled material, …).
        return;
      }
      void message.success(`已添加 ${materialIds.length} 个物料`);
      onSaved();
    };
    return (
      <LegacyMaterialSelector
        open
        title={`添加物料到${title}`}
        picker={picker}
        refId={partnerId}
        onCancel={onClose}
        onOk={(materials) => void save(materials.map((m) => m.id))}
      />
    );
  }
  return { label: '添加物料', load: () => Promise.resolve(ScopeAddDialog) };
}

const editTitle = (row: ScopeRow) => `编辑物料：${row.materialCode} ${row.materialName}`;

/** 客户物料范围: search, edit the customer's code for a material, remove after asking, add materials. */
export const CustomerScope = defineCrudScreen(
  { source: mdCustomerScopePageSource, addFacts: mdCustomerScopeEditBodyFacts, edit: mdCustomerScopeEdit },
  {
    noun: '物料',
    tableId: 'scm.mdCustomerScopePage',
    // The actions ask for the customer's edit permission by name.
    permission: '',
    columns: scopeColumns({ dataIndex: 'customerMaterialCode', title: '客户料号', width: 160 } as const),
    conditions,
    form: {
      id: { label: 'ID', hidden: true },
      customerMaterialCode: { label: '客户料号' },
      remark: { label: '备注', kind: 'textarea' },
    },
    editTitle,
    formWidth: 520,
    formColumns: 1,
    add: scopeAdd(
      '客户物料范围',
      'customerScope',
      (scope) => scope?.customerId,
      (customerId, materialIds) => mdCustomerScopeAdd({ body: { customerId, materialIds } }),
    ),
    rowActions: subRecordActions('mdCustomer:edit', mdCustomerScopeDelete, '移除'),
    table: { actionWidth: 120, addPermission: 'mdCustomer:edit' },
  },
);

/** 供应商供货范围: search, edit the supplier's code for a material, remove after asking, add materials. */
export const SupplierScope = defineCrudScreen(
  { source: mdSupplierScopePageSource, addFacts: mdSupplierScopeEditBodyFacts, edit: mdSupplierScopeEdit },
  {
    noun: '物料',
    tableId: 'scm.mdSupplierScopePage',
    permission: '',
    columns: scopeColumns({ dataIndex: 'supplierMaterialCode', title: '供应商物料编码', width: 160 } as const),
    conditions,
    form: {
      id: { label: 'ID', hidden: true },
      supplierMaterialCode: { label: '供应商物料编码' },
      remark: { label: '备注', kind: 'textarea' },
    },
    editTitle,
    formWidth: 520,
    formColumns: 1,
    add: scopeAdd(
      '供应商供货范围',
      'supplierScope',
      (scope) => scope?.supplierId,
      (supplierId, materialIds) => mdSupplierScopeAdd({ body: { supplierId, materialIds } }),
    ),
    rowActions: subRecordActions('mdSupplier:edit', mdSupplierScopeDelete, '移除'),
    table: { actionWidth: 120, addPermission: 'mdSupplier:edit' },
  },
);

/** 物料范围 of a customer or supplier, a tab of its detail. */
export function PartnerScope({ kind, partnerId }: PartnerSubRecordProps) {
  return kind === 'customer' ? (
    <CustomerScope extendedParams={{ customerId: partnerId }} />
  ) : (
    <SupplierScope extendedParams={{ supplierId: partnerId }} />
  );
}
