import { pmSalesCustomerDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { levelText, type PmSalesCustomer } from '../model/customer-list';

/** 客户详情: the customer, its contact and owner, and the audit stamp. */
export const CustomerDetailDrawer = defineDetailPanel({
  title: '客户详情',
  width: 'default',
  columns: 2,
  query: (row: PmSalesCustomer) => pmSalesCustomerDetailQueryOptions({ query: { id: row.id } }),
  items: (customer, renderDict) => [
    { label: '客户名称', value: customer.name, span: 2 },
    { label: '所属行业', value: customer.industry },
    { label: '所在地区', value: customer.region },
    { label: '客户等级', value: levelText(customer.level) },
    { label: '负责销售', value: customer.ownerUserName },
    { label: '联系人', value: customer.contactName },
    { label: '联系电话', value: customer.contactPhone },
    { label: '邮箱', value: customer.email },
    { label: '状态', value: renderDict('common_status', customer.status) },
    { label: '地址', value: customer.address, span: 2 },
    { label: '备注', value: customer.remark, span: 2 },
  ],
});
