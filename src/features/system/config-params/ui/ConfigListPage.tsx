import { sysConfigDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { configColumns, configConditions, configSource, exportConfigs } from '../model/config-list';
import { RefreshCacheButton } from './RefreshCacheButton';

/** 系统参数 (issue 16): typed key/value parameters; a built-in one is edited but never deleted. */
export const ConfigListPage = defineListScreen({
  tableId: 'sys.sysConfig',
  permissionPrefix: 'sysConfig',
  source: configSource,
  columns: configColumns,
  conditions: configConditions,
  table: { exportFile: exportConfigs, selection: 'checkbox' },
  form: () => import('./config-form').then((m) => m.ConfigForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./ConfigDetailDrawer').then((m) => m.ConfigDetailDrawer),
    },
    'edit',
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: { field: 'sysFlag', op: 'eq', value: false },
      run: (row, options) => sysConfigDelete({ body: { ids: [row.id] } }, options),
      done: '已删除',
    },
  ],
  toolbar: () => <RefreshCacheButton />,
});
