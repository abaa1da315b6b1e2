import { MailOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { getResetCode, verifyResetCode, type GetResetCodeData, type VerifyResetCodeData } from '@/shared/api';
import { FormField, FormServerError, applyServerError } from '@/shared/ui/form';
import {
  emptyForgetIdentify,
  forgetIdentifySchema,
  type ForgetIdentifyValues,
} from '../../model/forget-password-schema';
import { useLoginSession } from '../../model/use-login-session';
import { useCaptchaGate } from '../captcha/use-captcha-gate';
import styles from '../SmsLoginForm.module.css';
import { PhoneInput, CodeInput } from '../code-inputs';

const CHANNELS = [
  { label: '手机号', value: 'phone' },
  { label: '邮箱', value: 'email' },
] as const;

const minutes = (seconds: number) => Math.max(Math.round(seconds / 60), 1);

/**
 * 找回密码, step 1: the account and its bound mobile or e-mail receive a code (behind the captcha when the login
 * session asks for one); the code proves the person and the server answers a one-time reset ticket.
 */
export function ForgetIdentifyStep({
  onVerified,
}: {
  onVerified: (ticket: VerifyResetCodeData, loginSessionId: string) => void;
}) {
  const session = useLoginSession();
  const captcha = useCaptchaGate();
  const [sent, setSent] = useState<GetResetCodeData>();
  const { control, handleSubmit, setError, clearErrors, trigger, getValues, formState } = useForm<ForgetIdentifyValues>(
    {
      resolver: zodResolver(forgetIdentifySchema),
      defaultValues: emptyForgetIdentify,
    },
  );
  const channel = useWatch({ control, name: 'channel' });

  const send = async (): Promise<GetResetCodeData | undefined> => {
    if (!(await trigger(['account', 'target']))) return undefined;
    clearErrors('root');
    try {
      const { loginSessionId, captchaEnabled } = await session.ensure();
      const proof = await captcha.prove(captchaEnabled);
      if (!proof) return undefined;
      const { account, channel: via, target } = getValues();
      const answer = await getResetCode({
        body: { loginSessionId, account: account.trim(), channel: via, target: target.trim(), ...proof },
      });
      setSent(answer);
      return answer;
    } catch (error) {
      applyServerError(setError, error);
      return undefined;
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { loginSessionId } = await session.ensure();
      onVerified(await verifyResetCode({ body: { loginSessionId, ...values } }), loginSessionId);
    } catch (error) {
      applyServerError(setError, error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="验证身份">
      <Form layout="vertical" component={false}>
        <FormServerError errors={formState.errors} />
        <FormField control={control} name="account" label="账号" required>
          {(field) => (
            <Input
              {...field}
              id="account"
              size="large"
              prefix={<UserOutlined />}
              placeholder="请输入要找回密码的账号"
              maxLength={64}
              autoComplete="username"
            />
          )}
        </FormField>
        <FormField control={control} name="channel" label="验证方式">
          {(field) => (
            <Segmented
              block
              options={[...CHANNELS]}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                // What was typed stays; its rule follows the new channel once it has been checked.
                if (formState.touchedFields.target || formState.errors.target) void trigger('target');
              }}
              aria-label="验证方式"
            />
          )}
        </FormField>
        <FormField control={control} name="target" label={channel === 'phone' ? '绑定手机号' : '绑定邮箱'} required>
          {(field) =>
            channel === 'phone' ? (
              <PhoneInput {...field} id="target" placeholder="请输入账号绑定的 11 位手机号" />
            ) : (
              <Input
                {...field}
                id="target"
                size="large"
                prefix={<MailOutlined />}
                placeholder="请输入账号绑定的邮箱"
                maxLength={64}
                inputMode="email"
                autoComplete="email"
              />
            )
          }
        </FormField>
        <FormField control={control} name="code" label="验证码" required>
          {(field) => <CodeInput {...field} id="code" prefix={<SafetyOutlined />} send={send} />}
        </FormField>
        {sent && (
          <p className={styles.hint} role="status">
            验证码已发送至 {sent.maskedTarget}，{minutes(sent.expireSeconds)} 分钟内有效
          </p>
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting}>
          下一步
        </Button>
      </Form>
      {captcha.holder}
    </form>
  );
}
