import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { getSmsCode, loginWithSmsCode, type GetSmsCodeData } from '@/shared/api';
import { FormField, FormServerError, applyServerError } from '@/shared/ui/form';
import { smsLoginSchema, type SmsLoginValues } from '../model/sms-login-schema';
import type { LoginFlow } from '../model/use-login-flow';
import type { CaptchaGate } from './captcha/use-captcha-gate';
import styles from './SmsLoginForm.module.css';
import { PhoneInput, CodeInput } from './code-inputs';

interface SmsLoginFormProps {
  flow: LoginFlow;
  captcha: CaptchaGate;
}

const minutes = (seconds: number) => Math.max(Math.round(seconds / 60), 1);

/** SMS-code login (product.md §4.6): the captcha guards sending the code; the code then logs in like a password. */
export function SmsLoginForm({ flow, captcha }: SmsLoginFormProps) {
  const [sent, setSent] = useState<GetSmsCodeData | undefined>(undefined);
  const { control, handleSubmit, setError, clearErrors, trigger, getValues, formState } = useForm<SmsLoginValues>({
    resolver: zodResolver(smsLoginSchema),
    defaultValues: { phone: '', smsCode: '' },
  });

  const send = async (): Promise<GetSmsCodeData | undefined> => {
    if (!(await trigger('phone'))) return undefined;
    clearErrors('root');
    try {
      const answer = await flow.withSession(async (session) => {
        const proof = await captcha.prove(session.captchaEnabled);
        if (!proof) return undefined;
        const phone = getValues('phone').trim();
        return getSmsCode({ body: { loginSessionId: session.loginSessionId, scene: 'login', phone, ...proof } });
      });
      setSent(answer);
      return answer;
    } catch (error) {
      applyServerError(setError, error);
      return undefined;
    }
  };

  const onSubmit = handleSubmit(async ({ phone, smsCode }) => {
    try {
      await flow.submitCredentials((session) =>
        loginWithSmsCode({ body: { loginSessionId: session.loginSessionId, phone, smsCode } }),
      );
    } catch (error) {
      applyServerError(setError, error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="短信登录">
      <Form layout="vertical" component={false}>
        <FormServerError errors={formState.errors} />
        <FormField control={control} name="phone" label="手机号" required>
          {(field) => <PhoneInput {...field} id="phone" />}
        </FormField>
        <FormField control={control} name="smsCode" label="验证码" required>
          {(field) => <CodeInput {...field} id="smsCode" send={send} />}
        </FormField>
        {sent && (
          <p className={styles.hint} role="status">
            验证码已发送{sent.maskedPhone ? `至 ${sent.maskedPhone}` : ''}，{minutes(sent.expireSeconds)} 分钟内有效
          </p>
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting}>
          登录
        </Button>
      </Form>
    </form>
  );
}
