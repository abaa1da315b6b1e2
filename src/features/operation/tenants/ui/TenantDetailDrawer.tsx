import { opTenantDetailQueryOptions } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { LicencePeriod, type OpTenant } from '../model/tenant-list';

/** 租户详情: the tenant, its admin, licence period and modules, and its audit stamp. */
export const TenantDetailDrawer = defineDetailPanel({
  title: '租户详情',
  width: 'default',
  columns: 2,
  query: (row: OpTenant) => opTenantDetailQueryOptions({ query: { id: row.id } }),
  items: (tenant, renderDict) => [
    { label: '租户编码', value: tenant.code },
    { label: '租户名称', value: tenant.name },
    { label: '管理员账号', value: tenant.adminAccount },
    { label: '管理员姓名', value: tenant.adminName },
    { label: '管理员手机号', value: tenant.adminMobile },
    { label: '状态', value: renderDict('common_status', tenant.status) },
    { label: '许可期限', value: <LicencePeriod tenant={tenant} today={formatDate(new Date())} />, span: 2 },
    { label: '授权模块', value: tenant.moduleNames.join('、'), span: 2 },
    { label: '企业数', value: String(tenant.corpCount) },
    { label: '备注', value: tenant.remark, span: 2 },
  ],
});
