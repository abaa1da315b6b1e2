import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import Input, { type InputProps } from 'antd/es/input/Input';
import { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton';
import styles from './SmsLoginForm.module.css';

// The sign-in screens' large phone and code inputs, so each screen says only what differs (its id, a placeholder of
// its own): `<PhoneInput {...field} id="phone" />`. The password's is password-input.tsx, which the login form loads
// alone (the SMS parts stay out of /login's first load).

/** An 11-digit mobile number. */
export function PhoneInput(props: InputProps) {
  return (
    <Input
      size="large"
      prefix={<MobileOutlined />}
      placeholder="请输入 11 位手机号"
      maxLength={11}
      inputMode="numeric"
      autoComplete="tel"
      {...props}
    />
  );
}

/** A 6-digit one-time code; with `send`, the 获取验证码 button beside it. */
export function CodeInput({ send, ...props }: InputProps & { send?: SmsCodeButtonProps['send'] }) {
  const input = (
    <Input
      size="large"
      prefix={<MailOutlined />}
      placeholder="请输入 6 位验证码"
      maxLength={6}
      inputMode="numeric"
      autoComplete="one-time-code"
      {...props}
    />
  );
  if (!send) return input;
  return (
    <div className={styles.codeRow}>
      {input}
      <SmsCodeButton send={send} />
    </div>
  );
}
