import { LockOutlined } from '@ant-design/icons';
import Password, { type PasswordProps } from 'antd/es/input/Password';

/** A password; a new one by default (`autoComplete="current-password"` for the one in use). */
export function PasswordInput(props: PasswordProps) {
  return <Password size="large" prefix={<LockOutlined />} autoComplete="new-password" {...props} />;
}
