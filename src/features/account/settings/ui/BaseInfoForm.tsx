import { zodResolver } from '@hookform/resolvers/zod';
import { Button, DatePicker, Form, Input, message, Radio } from 'antd';
import dayjs from 'dayjs';
import { useForm } from 'react-hook-form';
import { sysUserUpdateInfo, type SysUserOwnInfoData } from '@/shared/api';
import { GENDER_NAMES } from '@/entities/user';
import { FormField, FormServerError, applyServerError } from '@/shared/ui/form';
import {
  baseInfoDefaults,
  baseInfoSchema,
  type BaseInfoBody,
  type BaseInfoFormValues,
} from '../model/base-info-schema';
import { useRefreshProfile } from '../model/use-refresh-profile';

const genderOptions = ([1, 2, 0] as const).map((value) => ({ value, label: GENDER_NAMES[value] }));

/** 基本设置 form: saved with updateInfo; a server failure stays on the form with what was typed. */
export function BaseInfoForm({ profile }: { profile: SysUserOwnInfoData }) {
  const refreshProfile = useRefreshProfile();
  const { control, handleSubmit, setError, formState } = useForm<BaseInfoFormValues, unknown, BaseInfoBody>({
    resolver: zodResolver(baseInfoSchema),
    defaultValues: baseInfoDefaults(profile),
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await sysUserUpdateInfo({ body }, { quiet: true });
    } catch (error) {
      applyServerError(setError, error);
      return;
    }
    void message.success('基本信息已更新');
    await refreshProfile();
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="基本信息表单">
      <Form layout="vertical" component={false}>
        <FormServerError errors={formState.errors} />
        <Form.Item label="账号">
          <Input value={profile.account} disabled aria-label="账号" />
        </Form.Item>
        <Form.Item label="姓名" extra="姓名由管理员维护">
          <Input value={profile.name} disabled aria-label="姓名" />
        </Form.Item>
        <FormField control={control} name="nickname" label="昵称" required>
          {(field) => <Input {...field} id="nickname" placeholder="请输入昵称" maxLength={32} />}
        </FormField>
        <FormField control={control} name="gender" label="性别">
          {(field) => <Radio.Group {...field} id="gender" options={genderOptions} />}
        </FormField>
        <FormField control={control} name="birthday" label="生日">
          {({ value, onChange, onBlur, ref }) => (
            <DatePicker
              id="birthday"
              ref={ref}
              value={value ? dayjs(value) : null}
              onChange={(date) => onChange(date ? date.format('YYYY-MM-DD') : '')}
              onBlur={onBlur}
              disabledDate={(date) => date.isAfter(dayjs(), 'day')}
              placeholder="请选择生日"
              style={{ width: '100%' }}
            />
          )}
        </FormField>
        <FormField control={control} name="phone" label="手机号">
          {(field) => (
            <Input
              {...field}
              id="phone"
              placeholder="请输入手机号"
              maxLength={11}
              inputMode="numeric"
              autoComplete="tel"
            />
          )}
        </FormField>
        <FormField control={control} name="email" label="邮箱">
          {(field) => <Input {...field} id="email" placeholder="请输入邮箱" maxLength={64} autoComplete="email" />}
        </FormField>
        <FormField control={control} name="signature" label="个人签名">
          {(field) => (
            <Input.TextArea {...field} id="signature" placeholder="介绍一下自己" maxLength={128} showCount rows={3} />
          )}
        </FormField>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          保存
        </Button>
      </Form>
    </form>
  );
}
