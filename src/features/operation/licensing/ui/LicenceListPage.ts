import { defineListScreen } from '@/shared/ui/crud-screen';
import { LicenceDetailDrawer } from './LicenceDetailDrawer';
import { licenceColumns, licenceConditions, licenceSource } from '../model/licence-list';

/** 许可证 (bos.opLicence): licences by tenant and module with their validity; issue, detail with the function tree, revoke (asked first). */
export const LicenceListPage = defineListScreen({
  tableId: 'bos.opLicence',
  permissionPrefix: 'opLicence',
  source: licenceSource,
  columns: licenceColumns,
  conditions: licenceConditions,
  form: () => import('./licence-form').then((m) => m.LicenceForm),
  table: { addLabel: '签发许可证' },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情', // In the screen's chunk for the same reason as the module's function drawer (antd's Tree, first-load budget).
      load: () => Promise.resolve(LicenceDetailDrawer),
    },
    {
      kind: 'panel',
      action: 'revoke',
      title: '吊销',
      when: { field: 'state', op: 'in', value: ['VALID', 'EXPIRING'] },
      load: () => import('./RevokeLicenceDialog').then((m) => m.RevokeLicenceDialog),
    },
  ],
});
