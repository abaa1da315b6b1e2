import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { sysUserResetPwd } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { SysUser } from '../model/user-list';
import { OneTimePassword } from './one-time-password';

/**
 * 重置密码: asked first; the server generates the password and answers it once, so the dialog shows it to copy and
 * closes only when the operator says so (the password is gone after that).
 */
export function ResetPasswordDialog({ row, onClose }: RowPanelProps<SysUser>) {
  const [password, setPassword] = useState<string>();
  const [resetting, setResetting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const reset = async () => {
    setResetting(true);
    setFailure(undefined);
    try {
      const answer = await sysUserResetPwd({ body: { id: row.id } }, { quiet: true });
      setPassword(answer.password);
    } catch (error) {
      setFailure(userMessageOf(error));
    } finally {
      setResetting(false);
    }
  };
  return (
    <Modal
      open
      title={`重置密码：${row.name}`}
      width={480}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        password ? (
          <Button type="primary" onClick={onClose}>
            我已复制
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" danger loading={resetting} onClick={() => void reset()}>
              确定重置
            </Button>
          </>
        )
      }
    >
      {password ? (
        <OneTimePassword account={row.account} password={password} />
      ) : (
        <Typography.Paragraph>
          确定要重置账号 {row.account}（{row.name}）的密码吗？旧密码立即失效，系统生成的新密码只显示一次。
        </Typography.Paragraph>
      )}
      {failure && <Alert role="alert" type="error" showIcon title={`重置失败：${failure}`} />}
    </Modal>
  );
}
