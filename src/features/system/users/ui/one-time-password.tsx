import { Flex, Modal, Typography } from 'antd';
import { CopyButton } from '@/shared/ui/copy-to-clipboard';

/** The password the server generated, shown once (it is not stored anywhere the app can read it again), to copy. */
export function OneTimePassword({ account, password }: { account: string; password: string }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Text>账号 {account} 的密码（只显示这一次，请复制后告知本人，首次登录须修改）：</Typography.Text>
      <Flex align="center" gap={4}>
        <Typography.Text code strong style={{ fontSize: 16 }} aria-label="新密码">
          {password}
        </Typography.Text>
        <CopyButton text={password} />
      </Flex>
    </Flex>
  );
}

/** After 新增用户: the initial password in a dialog of its own, once the form has closed. */
export function showCreatedPassword(account: string, password: string): void {
  Modal.success({
    title: '用户已创建',
    content: <OneTimePassword account={account} password={password} />,
    okText: '我已复制',
    width: 480,
  });
}
