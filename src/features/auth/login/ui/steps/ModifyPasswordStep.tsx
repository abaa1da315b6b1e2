import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { cancelModifyPassword, modifyPassword } from '@/shared/api';
import { FormField, FormServerError, applyServerError } from '@/shared/ui/form';
import type { LoginStepState } from '../../model/login-flow';
import { modifyPasswordSchema, type ModifyPasswordValues } from '../../model/modify-password-schema';
import type { LoginFlow } from '../../model/use-login-flow';
import styles from './LoginSteps.module.css';
import { PasswordInput } from '../password-input';

type ModifyPasswordState = Extract<LoginStepState, { step: 'modifyPassword' }>;

/** The server wants a new password (product.md §4.6): 修改 (modifyPassword) or 取消 (cancelModifyPassword, if it allows). */
export function ModifyPasswordStep({ flow, state }: { flow: LoginFlow; state: ModifyPasswordState }) {
  const [cancelling, setCancelling] = useState(false);
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<ModifyPasswordValues>({
    resolver: zodResolver(modifyPasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const reason =
    state.modifyReason ?? (state.passwordExpired ? '您的密码已过期，请修改密码' : '为了账号安全，请修改密码');

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await flow.submitStep((loginSessionId) => modifyPassword({ body: { loginSessionId, oldPassword, newPassword } }));
    } catch (error) {
      applyServerError(setError, error);
    }
  });
  const onCancel = async () => {
    clearErrors();
    setCancelling(true);
    try {
      await flow.submitStep((loginSessionId) => cancelModifyPassword({ body: { loginSessionId } }));
    } catch (error) {
      // E.g. an initial password that must be changed: the message stays on the form with what was typed.
      applyServerError(setError, error);
    } finally {
      setCancelling(false);
    }
  };
  const busy = formState.isSubmitting || cancelling;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="修改密码">
      <Form layout="vertical" component={false}>
        <Alert type="info" showIcon title={reason} role="note" style={{ marginBottom: 16 }} />
        <FormServerError errors={formState.errors} />
        <FormField control={control} name="oldPassword" label="原密码" required>
          {(field) => (
            <PasswordInput {...field} id="oldPassword" placeholder="请输入原密码" autoComplete="current-password" />
          )}
        </FormField>
        <FormField control={control} name="newPassword" label="新密码" required>
          {(field) => (
            <div>
              <PasswordInput {...field} id="newPassword" placeholder="请输入新密码" />
              {state.passwordRule && <div className={styles.rule}>密码规则：{state.passwordRule}</div>}
            </div>
          )}
        </FormField>
        <FormField control={control} name="confirmPassword" label="确认新密码" required>
          {(field) => <PasswordInput {...field} id="confirmPassword" placeholder="请再次输入新密码" />}
        </FormField>
        <div className={styles.actions}>
          <Button size="large" onClick={() => void onCancel()} loading={cancelling} disabled={busy && !cancelling}>
            取消
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={formState.isSubmitting}
            disabled={busy && !formState.isSubmitting}
          >
            修改
          </Button>
        </div>
      </Form>
    </form>
  );
}
