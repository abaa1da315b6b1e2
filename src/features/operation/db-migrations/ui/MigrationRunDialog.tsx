import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useState } from 'react';
import {
  type opDbMigration,
  opDbMigrationExecute,
  opDbMigrationRollback,
  type OpDbMigrationExecuteData,
} from '@/shared/api';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';
import { durationText, stateTag } from '../model/migration';
import styles from './migration.module.css';
import { CodeBlock } from '@/shared/ui/code-block';

type Run = 'execute' | 'rollback';
type Migration = RowOf<typeof opDbMigration>;

const RUNS = {
  execute: { verb: '执行', call: opDbMigrationExecute },
  rollback: { verb: '回滚', call: opDbMigrationRollback },
} as const;

/**
 * 执行 / 回滚 a migration: asked first (what runs, on which version), then the server's result in the same dialog:
 * the state reached, rows affected, duration and the log lines. A failed script is a result too (state 失败 with the
 * statement that failed); a refusal (an earlier migration still waiting) is toasted by the request layer and the
 * dialog stays on the question.
 */
function MigrationRunDialog({ row, onClose, refetch, run }: RowPanelProps<Migration> & { run: Run }) {
  const { verb, call } = RUNS[run];
  const [result, setResult] = useState<OpDbMigrationExecuteData>();
  // A refusal is toasted by the request layer (the call is not quiet); the dialog stays on the question.
  const { saving, save } = useSave(async () => {
    setResult(await call({ body: { id: row.id } }));
    void refetch();
  });

  if (result) {
    const failed = result.state === 'FAILED';
    return (
      <Modal
        open
        title={`${verb}结果`}
        width={720}
        onCancel={onClose}
        onOk={onClose}
        okText="关闭"
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert
          type={failed ? 'error' : 'success'}
          showIcon
          title={failed ? `版本 ${result.version} ${verb}失败，事务已回滚` : `版本 ${result.version} 已${verb}`}
        />
        <Descriptions
          size="small"
          column={3}
          className={styles.summary}
          items={[
            { key: 'state', label: '状态', children: stateTag(result.state) },
            { key: 'rows', label: '影响行数', children: result.rowsAffected },
            { key: 'duration', label: '耗时', children: durationText(result.durationMs) },
          ]}
        />
        <Typography.Title level={5}>执行日志</Typography.Title>
        <CodeBlock label="执行日志">{result.logs.join('\n')}</CodeBlock>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={`${verb}迁移`}
      okText={`确定${verb}`}
      okButtonProps={{ danger: run === 'rollback' }}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <p>
        确认{verb}版本 <Typography.Text strong>{row.version}</Typography.Text>（{row.description}）吗？
      </p>
      <p>
        脚本：<Typography.Text code>{row.script}</Typography.Text>
      </p>
      <Typography.Text type="secondary">
        {run === 'execute'
          ? '脚本在一个事务中执行，出错时整体回滚。'
          : '将执行该版本的回滚脚本，回滚后数据结构恢复到该版本之前。'}
      </Typography.Text>
    </Modal>
  );
}

export const ExecuteMigrationDialog = (props: RowPanelProps<Migration>) => (
  <MigrationRunDialog {...props} run="execute" />
);
export const RollbackMigrationDialog = (props: RowPanelProps<Migration>) => (
  <MigrationRunDialog {...props} run="rollback" />
);
