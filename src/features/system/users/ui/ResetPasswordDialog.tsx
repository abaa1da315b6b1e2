import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { sysUserResetPwd, type sysUser } from '@/shared/api';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';
import { OneTimePassword } from './one-time-password';

/**
 * 重置密码: asked first; the server generates the password and answers it once, so the dialog shows it to copy and
 * closes only when the operator says so (the password is gone after that).
 */
export function ResetPasswordDialog({ row, onClose }: RowPanelProps<RowOf<typeof sysUser>>) {
  const [password, setPassword] = useState<string>();
  const { saving, failure, save } = useSave(
    async () => {
      const answer = await sysUserResetPwd({ body: { id: row.id } }, { quiet: true });
      setPassword(answer.password);
    },
    { failurePrefix: '重置失败：' },
  );
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
            <Button type="primary" danger loading={saving} onClick={() => void save()}>
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
      {failure && <Alert role="alert" type="error" showIcon title={failure} />}
    </Modal>
  );
}
