import { defineListScreen } from '@/shared/ui/crud-screen';
import { migrationColumns, migrationConditions, migrationSource } from '../model/migration-list';

/** 数据库迁移: the records, newest first; 执行 a waiting or failed one, 回滚 an executed one with a rollback script. */
export const MigrationListPage = defineListScreen({
  tableId: 'bos.opDbMigration',
  permissionPrefix: 'opDbMigration',
  source: migrationSource,
  columns: migrationColumns,
  conditions: migrationConditions,
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./MigrationDetailDrawer').then((m) => m.MigrationDetailDrawer),
    },
    {
      kind: 'panel',
      action: 'active',
      title: '执行',
      require: 'opDbMigration:execute',
      when: { field: 'state', op: 'in', value: ['PENDING', 'FAILED'] },
      load: () => import('./MigrationRunDialog').then((m) => m.ExecuteMigrationDialog),
    },
    {
      kind: 'panel',
      action: 'revoke',
      title: '回滚',
      require: 'opDbMigration:rollback',
      when: [
        { field: 'state', op: 'eq', value: 'SUCCESS' },
        { field: 'rollbackable', op: 'eq', value: true },
      ],
      load: () => import('./MigrationRunDialog').then((m) => m.RollbackMigrationDialog),
    },
  ],
});
