import { opTenantDisable, opTenantEnable, opTenantListOperation } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { exportTenants, tenantColumns, tenantConditions, tenantSource } from '../model/tenant-list';

/** 租户 (bos.opTenant): tenants with their licence period and modules; add, edit, detail, enable/disable (asked first), export. */
export const TenantListPage = defineListScreen({
  tableId: 'bos.opTenant',
  permissionPrefix: 'opTenant',
  source: tenantSource,
  // The tenant choosers (企业管理, 许可证) read the list call.
  alsoRefetch: [opTenantListOperation],
  columns: tenantColumns,
  conditions: tenantConditions,
  table: { exportFile: exportTenants, selection: 'checkbox' },
  form: () => import('./tenant-form').then((m) => m.TenantForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./TenantDetailDrawer').then((m) => m.TenantDetailDrawer),
    },
    'edit',
  ],
  status: { enable: opTenantEnable, disable: opTenantDisable },
});
