import { opDbMigration } from '@/shared/api';
import { CodeBlock } from '@/shared/ui/code-block';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { durationText, MIGRATION_STATES, stateTag, type MigrationState } from '../model/migration';

const script = (text: string | null | undefined, label: string) =>
  text ? (
    <CodeBlock label={label} style={{ width: '100%', minWidth: 0 }}>
      {text}
    </CodeBlock>
  ) : (
    '无'
  );

/** 数据库迁移: the records, newest first; 执行 a waiting or failed one, 回滚 an executed one with a rollback script. */
export const MigrationListPage = defineCrudScreen(opDbMigration, {
  noun: '迁移',
  columns: [
    { dataIndex: 'version', title: '版本号', example: '2026.11.24.1', hideAble: false, query: 'input', sorter: true },
    { dataIndex: 'description', title: '描述', width: 240, ellipsis: true },
    { dataIndex: 'script', title: '脚本', width: 220, ellipsis: true, hide: 'narrow' },
    {
      dataIndex: 'state',
      title: '状态',
      example: '已回滚',
      options: MIGRATION_STATES,
      filter: true,
      render: (state) => stateTag(state as MigrationState),
    },
    { dataIndex: 'executedAt', title: '执行时间', example: '2026-11-19 02:10:05', sorter: true },
    {
      dataIndex: 'durationMs',
      title: '耗时',
      example: '1 分 35 秒',
      align: 'right',
      render: (ms) => durationText(typeof ms === 'number' ? ms : null),
    },
    { dataIndex: 'executor', title: '执行人', example: 'wangqiang' },
    {
      dataIndex: 'rollbackable',
      title: '可回滚',
      example: '可回滚',
      render: (yes) => (yes ? '是' : '否'),
      hide: 'narrow',
    },
  ],
  conditions: ['version', 'description', 'state', { key: 'executedAt', title: '执行日期', type: 'dateRange' }],
  // The record, its script and its rollback script (read-only, monospace).
  detail: {
    title: '迁移详情',
    width: 'large',
    columns: 2,
    items: (migration) => [
      'version',
      { label: '状态', value: stateTag(migration.state) },
      { label: '描述', value: migration.description, span: 2 },
      { label: '脚本文件', value: migration.script },
      { label: '校验和', value: migration.checksum },
      'executedAt',
      { label: '耗时', value: durationText(migration.durationMs) },
      'executor',
      { label: '可回滚', value: migration.rollbackable ? '是' : '否' },
      { label: '迁移脚本', value: script(migration.scriptContent, '迁移脚本'), span: 2 },
      { label: '回滚脚本', value: script(migration.rollbackScript, '回滚脚本'), span: 2 },
    ],
  },
  rowActions: [
    'detail',
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
