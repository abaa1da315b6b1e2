import { mdSupplier } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { partnerColumns, partnerConditions, partnerForm, requiredUscc } from '../model/partner';

/** 供应商: the partner list with the supplier's category, grade and purchaser; 详情 shows its addresses and scope. */
export const SupplierListPage = defineCrudScreen(mdSupplier, {
  noun: '供应商',
  columns: partnerColumns('供应商', {
    kind: [
      { dataIndex: 'category', title: '供应商类别', dict: 'supplier_category', filter: true } as const,
      { dataIndex: 'grade', title: '等级', dict: 'supplier_grade', filter: true, hide: 'narrow' } as const,
    ],
    terms: [{ dataIndex: 'purchaserName', title: '负责采购员', example: '欧阳明', hide: 'narrow' } as const],
  }),
  // The supplier query has no settlement condition (MdSupplierPageQuery).
  conditions: partnerConditions('供应商', [
    { key: 'category', title: '供应商类别', type: 'select', dict: 'supplier_category', multiple: true },
    { key: 'grade', title: '供应商等级', type: 'select', dict: 'supplier_grade', multiple: true },
    { key: 'purchaserName', title: '负责采购员', type: 'input' },
  ]),
  formWidth: 900,
  form: partnerForm('供应商', {
    // The contract's enums keep the body to the supplier_category and supplier_grade dictionaries' values.
    kind: {
      category: { label: '供应商类别', dict: 'supplier_category' },
      grade: { label: '供应商等级', dict: 'supplier_grade' },
    },
    uscc: requiredUscc(),
    terms: { purchaserName: { label: '负责采购员' } },
  }),
  // A new supplier starts in 人民币.
  empty: { currency: 'CNY' },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./PartnerDetailDrawer').then((m) => m.SupplierDetailDrawer),
    },
    'edit',
  ],
  table: { selection: 'checkbox' },
});
