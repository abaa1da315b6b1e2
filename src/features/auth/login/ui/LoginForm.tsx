import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { FormField, FormServerError, applyServerError } from '@/shared/ui/form';
import { loginFormSchema, type LoginFormValues } from '../model/login-form-schema';
import { useAccountLogin } from '../model/use-account-login';

export function LoginForm() {
  const login = useAccountLogin();
  const { control, handleSubmit, setError, formState } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { account: '', password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await login(values);
    } catch (error) {
      applyServerError(setError, error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="登录表单">
      <Form layout="vertical" component={false}>
        <FormServerError errors={formState.errors} />
        <FormField control={control} name="account" label="账号" required>
          {(field) => <Input {...field} id="account" size="large" prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" />}
        </FormField>
        <FormField control={control} name="password" label="密码" required>
          {(field) => (
            <Input.Password {...field} id="password" size="large" prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
          )}
        </FormField>
        <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting}>
          登录
        </Button>
      </Form>
    </form>
  );
}
