import { UserOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input, Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { startRegistration } from '@/entities/session';
import { opCorpRegIdentify, sysGetSmsCode, type GetSmsCodeData } from '@/shared/api';
import { FormField, FormServerError, applyServerError } from '@/shared/ui/form';
import { registerIdentifySchema, type RegisterIdentifyValues } from '../model/register-identify-schema';
import { PhoneInput, CodeInput } from './code-inputs';

/** Where the registration area starts (product.md §2.1). */
const REGISTER_PATH = '/register';

interface RegisterIdentifyModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 企业注册 from the login page (product.md §2.1): the applicant proves the mobile with an SMS code; identify answers a token
 * that opens only the /register area (stored as the login token, marked WHETHER_REGISTER).
 */
export function RegisterIdentifyModal({ open, onClose }: RegisterIdentifyModalProps) {
  const navigate = useNavigate();
  const { control, handleSubmit, setError, clearErrors, trigger, getValues, formState } =
    useForm<RegisterIdentifyValues>({
      resolver: zodResolver(registerIdentifySchema),
      defaultValues: { contactName: '', phone: '', smsCode: '' },
    });

  const send = async (): Promise<GetSmsCodeData | undefined> => {
    if (!(await trigger('phone'))) return undefined;
    clearErrors('root');
    try {
      return await sysGetSmsCode({ body: { phone: getValues('phone').trim() } });
    } catch (error) {
      applyServerError(setError, error);
      return undefined;
    }
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { token } = await opCorpRegIdentify({ body });
      startRegistration(token);
      void navigate(REGISTER_PATH);
    } catch (error) {
      applyServerError(setError, error);
    }
  });

  return (
    <Modal open={open} title="企业注册" onCancel={onClose} footer={null} width={440} destroyOnHidden>
      <p>请先验证申请人身份：验证通过后即可填写企业信息、上传营业执照并提交平台审核。</p>
      <form noValidate onSubmit={onSubmit} aria-label="企业注册身份验证">
        <Form layout="vertical" component={false}>
          <FormServerError errors={formState.errors} />
          <FormField control={control} name="contactName" label="申请人姓名" required>
            {(field) => (
              <Input
                {...field}
                id="contactName"
                size="large"
                prefix={<UserOutlined />}
                placeholder="请输入申请人姓名"
                maxLength={32}
                autoComplete="name"
              />
            )}
          </FormField>
          <FormField control={control} name="phone" label="手机号" required>
            {(field) => <PhoneInput {...field} id="phone" />}
          </FormField>
          <FormField control={control} name="smsCode" label="验证码" required>
            {(field) => <CodeInput {...field} id="smsCode" send={send} />}
          </FormField>
          <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting}>
            验证并进入注册
          </Button>
        </Form>
      </form>
    </Modal>
  );
}
