import { SafetyOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'antd';
import { useForm } from 'react-hook-form';
import { getSmsCode, validateMFA, type GetSmsCodeData } from '@/shared/api';
import { FormField, FormServerError, applyServerError } from '@/shared/ui/form';
import type { LoginStepState } from '../../model/login-flow';
import { mfaSchema, type MfaValues } from '../../model/mfa-schema';
import type { LoginFlow } from '../../model/use-login-flow';
import styles from './LoginSteps.module.css';
import { CodeInput } from '../code-inputs';

type MfaState = Extract<LoginStepState, { step: 'validateMFA' }>;

/** Second factor (product.md §4.6): an SMS code sent to the bound phone, or the code of an authenticator app. */
export function ValidateMfaStep({ flow, state }: { flow: LoginFlow; state: MfaState }) {
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<MfaValues>({
    resolver: zodResolver(mfaSchema),
    defaultValues: { mfaCode: '' },
  });
  const sms = state.mfaType === 'sms';

  const send = async (): Promise<GetSmsCodeData | undefined> => {
    clearErrors('root');
    try {
      return await flow.inStep((loginSessionId) => getSmsCode({ body: { loginSessionId, scene: 'mfa' } }));
    } catch (error) {
      applyServerError(setError, error);
      return undefined;
    }
  };
  const onSubmit = handleSubmit(async ({ mfaCode }) => {
    try {
      await flow.submitStep((loginSessionId) => validateMFA({ body: { loginSessionId, mfaCode } }));
    } catch (error) {
      applyServerError(setError, error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="二次验证">
      <Form layout="vertical" component={false}>
        <p className={styles.lead}>
          {sms
            ? `为了账号安全，请输入发送至 ${state.maskedPhone ?? '您绑定手机'} 的短信验证码`
            : '为了账号安全，请输入身份验证器（动态口令）App 中的 6 位数字'}
        </p>
        <FormServerError errors={formState.errors} />
        <FormField control={control} name="mfaCode" label={sms ? '短信验证码' : '动态口令'} required>
          {(field) => <CodeInput {...field} id="mfaCode" prefix={<SafetyOutlined />} {...(sms ? { send } : {})} />}
        </FormField>
        <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting}>
          验证
        </Button>
      </Form>
    </form>
  );
}
