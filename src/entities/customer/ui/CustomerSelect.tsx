import {
  mdCustomerAddressListQueryOptions,
  mdCustomerPageQueryOptions,
  pmSalesCustomerListQueryOptions,
  type MdCustomerPageData,
} from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';
import { addressText } from '../model/address';

export interface CustomerSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
}

// The enabled customers (master data's, at most 200 in a plant: one page, searched in the select).
const enabledCustomers = {
  ...mdCustomerPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } }),
  select: (page: MdCustomerPageData) => page.rows,
};

/** 客户: one of master data's enabled customers by id, shown as '编码 名称'. */
export function CustomerSelect({ placeholder = '请选择客户', ...props }: CustomerSelectProps) {
  return (
    <QuerySelect
      {...props}
      query={enabledCustomers}
      option={(customer) => ({ value: customer.id, label: `${customer.code} ${customer.name}` })}
      placeholder={placeholder}
    />
  );
}

/** 收货地址: one of the customer's ship-to addresses (mdCustomerAddress, type SHIP), shown with its contact. */
export function ShipAddressSelect({
  customerId,
  ...props
}: CustomerSelectProps & { customerId: string | null | undefined }) {
  return (
    <QuerySelect
      {...props}
      key={customerId ?? ''}
      query={{
        ...mdCustomerAddressListQueryOptions({ body: { customerId: customerId ?? '', addressType: 'SHIP' } }),
        enabled: Boolean(customerId),
        select: (addresses) => addresses.filter((address) => address.addressType === 'SHIP'),
      }}
      option={(address) => ({
        value: address.id,
        label: `${addressText(address)}（${address.contactName ?? ''} ${address.contactPhone ?? ''}）`.replace(
          '（ ）',
          '',
        ),
      })}
      placeholder={customerId ? '请选择收货地址' : '请先选择客户'}
    />
  );
}

/**
 * 客户 of a project's quotation: the project module's enabled sales customers (pmSalesCustomerList), shown with their
 * 类 (A / B / C) — the same customers as sales sees them, from the project's own list.
 */
export function SalesCustomerSelect({ placeholder = '请选择客户', ...props }: CustomerSelectProps) {
  return (
    <QuerySelect
      {...props}
      query={pmSalesCustomerListQueryOptions({ body: {} })}
      option={(customer) => ({ value: customer.id, label: `${customer.name}（${customer.level} 类）` })}
      placeholder={placeholder}
    />
  );
}
