import { UserOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { loginWithAccount } from '@/shared/api';
import { FORGET_PATH } from '@/shared/config';
import { FormServerError, LightField, applyServerError } from '@/shared/ui/form';
import { loginFormSchema, type LoginFormValues } from '../model/login-form-schema';
import type { LoginFlow } from '../model/use-login-flow';
import type { CaptchaGate } from './captcha/use-captcha-gate';
import styles from './LoginPage.module.css';
import { PasswordInput } from './password-input';

interface LoginFormProps {
  flow: LoginFlow;
  captcha: CaptchaGate;
}

/** Account and password (product.md §4.6): the captcha first when the login session asks for it, then loginWithAccount. */
export function LoginForm({ flow, captcha }: LoginFormProps) {
  const { control, handleSubmit, setError, formState } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { account: '', password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await flow.submitCredentials(async (session) => {
        const proof = await captcha.prove(session.captchaEnabled);
        if (!proof) return undefined;
        return loginWithAccount({ body: { loginSessionId: session.loginSessionId, ...values, ...proof } });
      });
    } catch (error) {
      applyServerError(setError, error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="账号密码登录">
      <FormServerError errors={formState.errors} />
      <LightField control={control} name="account" label="账号" required>
        {(field, state) => (
          <Input
            {...field}
            {...state}
            id="account"
            size="large"
            prefix={<UserOutlined />}
            placeholder="请输入账号"
            autoComplete="username"
          />
        )}
      </LightField>
      <LightField control={control} name="password" label="密码" required>
        {(field, state) => (
          <PasswordInput {...field} {...state} id="password" placeholder="请输入密码" autoComplete="current-password" />
        )}
      </LightField>
      <div className={styles.forgetRow}>
        <Link to={FORGET_PATH}>忘记密码？</Link>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting}>
        登录
      </Button>
    </form>
  );
}
