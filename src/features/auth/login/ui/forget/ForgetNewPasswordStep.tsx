import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError, resetPassword, type VerifyResetCodeData } from '@/shared/api';
import { FormField, FormServerError, applyServerError } from '@/shared/ui/form';
import { PasswordStrength } from '@/shared/ui/password-strength';
import { forgetNewPasswordSchema, type ForgetNewPasswordValues } from '../../model/forget-password-schema';
import stepStyles from '../steps/LoginSteps.module.css';
import { PasswordInput } from '../password-input';

/** The server's answer when the reset ticket has run out: the person must verify again (bos.yaml resetPassword). */
const TICKET_EXPIRED = 1013034;

interface ForgetNewPasswordStepProps {
  ticket: VerifyResetCodeData;
  loginSessionId: string;
  onDone: () => void;
  /** Back to step 1 (the ticket ran out): the account typed there is kept. */
  onRestart: () => void;
}

/** 找回密码, step 2: the new password with the product.md §5 strength meter, its confirmation, sent with the reset ticket. */
export function ForgetNewPasswordStep({ ticket, loginSessionId, onDone, onRestart }: ForgetNewPasswordStepProps) {
  const { control, handleSubmit, setError, formState } = useForm<ForgetNewPasswordValues>({
    resolver: zodResolver(forgetNewPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const [expired, setExpired] = useState(false);

  const onSubmit = handleSubmit(async ({ newPassword: password }) => {
    try {
      await resetPassword({ body: { loginSessionId, resetTicket: ticket.resetTicket, newPassword: password } });
      onDone();
    } catch (error) {
      applyServerError(setError, error);
      setExpired(isApiError(error) && error.code === TICKET_EXPIRED);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="设置新密码">
      <Form layout="vertical" component={false}>
        <p className={stepStyles.lead}>
          正在为账号 {ticket.account} 设置新密码{ticket.passwordRule ? `（${ticket.passwordRule}）` : ''}
        </p>
        <FormServerError errors={formState.errors} />
        {expired && (
          <Button type="link" onClick={onRestart} style={{ paddingInline: 0, marginBottom: 12 }}>
            重新验证身份
          </Button>
        )}
        <FormField control={control} name="newPassword" label="新密码" required>
          {(field) => (
            <div>
              <PasswordInput {...field} id="newPassword" placeholder="8–20 位，须同时包含字母和数字" />
              <div style={{ marginTop: 8 }}>
                <PasswordStrength password={newPassword} />
              </div>
            </div>
          )}
        </FormField>
        <FormField control={control} name="confirmPassword" label="确认新密码" required>
          {(field) => <PasswordInput {...field} id="confirmPassword" placeholder="请再次输入新密码" />}
        </FormField>
        <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting}>
          重置密码
        </Button>
      </Form>
    </form>
  );
}
