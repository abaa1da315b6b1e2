import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input, message } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { sysUserUpdatePwd, type SysUserUpdatePwdVariables } from '@/shared/api';
import { FormField, FormServerError, applyServerError } from '@/shared/ui/form';
import { emptyPasswordForm, passwordFormSchema, type PasswordFormValues } from '../model/password-schema';
import { PasswordStrength } from '@/shared/ui/password-strength';

type UpdatePwdBody = SysUserUpdatePwdVariables['body'];

/** 修改密码: old password, new password with its strength, confirmation; cleared after a successful change. */
export function PasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { control, handleSubmit, setError, reset, trigger, getFieldState, formState } = useForm<
    PasswordFormValues,
    unknown,
    UpdatePwdBody
  >({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: emptyPasswordForm,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await sysUserUpdatePwd({ body }, { quiet: true });
    } catch (error) {
      applyServerError(setError, error);
      return;
    }
    reset(emptyPasswordForm);
    void message.success('密码已修改，其他设备上的登录需重新登录');
    onChanged?.();
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="修改密码表单">
      <Form layout="vertical" component={false}>
        <FormServerError errors={formState.errors} />
        <FormField control={control} name="oldPassword" label="原密码" required>
          {(field) => (
            <Input.Password {...field} id="oldPassword" placeholder="请输入原密码" autoComplete="current-password" />
          )}
        </FormField>
        <FormField control={control} name="newPassword" label="新密码" required>
          {(field) => (
            <Input.Password
              {...field}
              onChange={(event) => {
                field.onChange(event);
                // A confirmation that did not match may match now.
                if (getFieldState('confirmPassword').error) void trigger('confirmPassword');
              }}
              id="newPassword"
              placeholder="8–20 位，须同时包含字母和数字"
              autoComplete="new-password"
            />
          )}
        </FormField>
        <div style={{ marginTop: -12, marginBottom: 16 }}>
          <PasswordStrength password={newPassword} />
        </div>
        <FormField control={control} name="confirmPassword" label="确认新密码" required>
          {(field) => (
            <Input.Password
              {...field}
              id="confirmPassword"
              placeholder="请再次输入新密码"
              autoComplete="new-password"
            />
          )}
        </FormField>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          修改密码
        </Button>
      </Form>
    </form>
  );
}
