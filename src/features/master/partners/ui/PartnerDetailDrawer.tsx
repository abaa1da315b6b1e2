import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { mdCustomer, mdSupplier } from '@/shared/api';
import { useLookups, type Lookups } from '@/shared/lib/lookups';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { DetailItem } from '@/shared/ui/detail-list';
import { DetailDrawer } from '@/shared/ui/record-detail';
import { creditText, partnerItems, type PartnerNoun } from '../model/partner';
import type { PartnerKind } from '../model/sub-record';
import { PartnerAddresses } from './PartnerAddresses';
import { PartnerScope } from './PartnerScope';

/** {noun}详情: 基本信息 (the values and audit stamp), then the partner's 地址 and its material scope. */
function partnerDrawer<T extends object, K extends QueryKey>(
  sub: PartnerKind,
  noun: PartnerNoun,
  scopeTitle: string,
  query: (id: string) => UseQueryOptions<T, Error, T, K>,
  items: (record: T, renderDict: Lookups['renderDict']) => DetailItem[],
) {
  return function PartnerDetailDrawer({ row, onClose }: RowPanelProps<{ id: string }>) {
    const { renderDict } = useLookups();
    return (
      <DetailDrawer
        title={`${noun}详情`}
        onClose={onClose}
        query={query(row.id)}
        items={(record) => items(record, renderDict)}
        tabs={() => [
          { key: 'addresses', label: '地址', children: <PartnerAddresses kind={sub} partnerId={row.id} /> },
          { key: 'scope', label: scopeTitle, children: <PartnerScope kind={sub} partnerId={row.id} /> },
        ]}
      />
    );
  };
}

/** 客户详情: the shared values with the customer's type, credit limit and salesman. */
export const CustomerDetailDrawer = partnerDrawer(
  'customer',
  '客户',
  '客户物料范围',
  mdCustomer.detail,
  (c, renderDict) =>
    partnerItems('客户', c, renderDict, {
      kind: [{ label: '客户类型', value: renderDict('customer_type', c.customerType) }],
      terms: [
        { label: '信用额度（元）', value: creditText(c.creditLimit) },
        { label: '业务员', value: c.salesmanName },
      ],
    }),
);

/** 供应商详情: the shared values with the supplier's category, grade and purchaser. */
export const SupplierDetailDrawer = partnerDrawer(
  'supplier',
  '供应商',
  '供应商供货范围',
  mdSupplier.detail,
  (s, renderDict) =>
    partnerItems('供应商', s, renderDict, {
      kind: [
        { label: '供应商类别', value: renderDict('supplier_category', s.category) },
        { label: '供应商等级', value: renderDict('supplier_grade', s.grade) },
      ],
      terms: [{ label: '负责采购员', value: s.purchaserName }],
    }),
);
