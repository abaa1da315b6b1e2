import { opDbMigrationDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { durationText, stateTag, type Migration } from '../model/migration-list';
import { CodeBlock } from '@/shared/ui/code-block';

const script = (text: string | null | undefined, label: string) =>
  text ? (
    <CodeBlock label={label} style={{ width: '100%', minWidth: 0 }}>
      {text}
    </CodeBlock>
  ) : (
    '无'
  );

/** 迁移详情: the record, its script and its rollback script (read-only, monospace). */
export const MigrationDetailDrawer = defineDetailPanel({
  title: '迁移详情',
  width: 'large',
  columns: 2,
  query: (row: Migration) => opDbMigrationDetailQueryOptions({ query: { id: row.id } }),
  items: (migration) => [
    { label: '版本号', value: migration.version },
    { label: '状态', value: stateTag(migration.state) },
    { label: '描述', value: migration.description, span: 2 },
    { label: '脚本文件', value: migration.script },
    { label: '校验和', value: migration.checksum },
    { label: '执行时间', value: migration.executedAt },
    { label: '耗时', value: durationText(migration.durationMs) },
    { label: '执行人', value: migration.executor },
    { label: '可回滚', value: migration.rollbackable ? '是' : '否' },
    { label: '迁移脚本', value: script(migration.scriptContent, '迁移脚本'), span: 2 },
    { label: '回滚脚本', value: script(migration.rollbackScript, '回滚脚本'), span: 2 },
  ],
});
