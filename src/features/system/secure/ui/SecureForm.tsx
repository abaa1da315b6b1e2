import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Flex, Form, Modal, Typography, message } from 'antd';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { usePermissions } from '@/entities/permission';
import { sysSecureDetailQueryKey, sysSecureEdit, type SysSecureDetailData } from '@/shared/api';
import { FormServerError, applyServerError } from '@/shared/ui/form';
import { FormFields } from '@/shared/ui/record-form';
import {
  SECURE_DEFAULTS,
  secureChanges,
  secureForm,
  secureFormValues,
  secureSchema,
  type SecureFormBody,
  type SecureFormValues,
} from '../model/secure-form';

type Field = keyof SecureFormValues;
const SECTIONS: { title: string; names: Field[]; when?: Field }[] = [
  {
    title: '密码策略',
    names: [
      'pwdMinLength',
      'pwdExpireDays',
      'pwdHistoryCount',
      'pwdForceChange',
      'pwdRequireUpper',
      'pwdRequireLower',
      'pwdRequireDigit',
      'pwdRequireSpecial',
    ],
  },
  {
    title: '登录锁定',
    names: ['lockEnabled', 'lockFailCount', 'lockMinutes', 'captchaAfterFails'],
    when: 'lockEnabled',
  },
  { title: '双因素认证', names: ['mfaEnabled', 'mfaMethod', 'mfaScope'], when: 'mfaEnabled' },
  { title: '会话', names: ['sessionMinutes', 'idleMinutes', 'multiLogin'] },
];
const ALL_FIELDS = secureForm.fields();

/** The four sections; a section's details are greyed while its switch is off (their values are still kept and sent). */
export function SecureForm({ secure }: { secure: SysSecureDetailData }) {
  const queryClient = useQueryClient();
  const editable = usePermissions().can('sysSecure:edit');
  const [pending, setPending] = useState<{ body: SecureFormBody; changes: string[] }>();
  const [saving, setSaving] = useState(false);
  const { control, handleSubmit, setError, clearErrors, reset, formState } = useForm<
    SecureFormValues,
    unknown,
    SecureFormBody
  >({
    resolver: zodResolver(secureSchema),
    defaultValues: secureFormValues(secure),
  });
  const switches = {
    lockEnabled: useWatch({ control, name: 'lockEnabled' }),
    mfaEnabled: useWatch({ control, name: 'mfaEnabled' }),
  };

  const ask = handleSubmit((body) => {
    const changes = secureChanges(secure, body);
    if (changes.length === 0) {
      void message.info('没有修改，无需保存');
      return;
    }
    setPending({ body, changes });
  });
  const save = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      await sysSecureEdit({ body: pending.body }, { quiet: true });
    } catch (error) {
      // The refusal is shown by the save button; everything typed stays.
      applyServerError(setError, error);
      setPending(undefined);
      return;
    } finally {
      setSaving(false);
    }
    setPending(undefined);
    void message.success('安全设置已保存');
    await queryClient.invalidateQueries({ queryKey: sysSecureDetailQueryKey() });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    clearErrors('root');
    void ask(event);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="安全设置表单" style={{ maxWidth: 880 }}>
      <Typography.Text type="secondary">
        {secure.updateTime
          ? `最后保存：${secure.updateAccount ?? '—'}，${secure.updateTime}`
          : '尚未保存过，以下为默认设置'}
      </Typography.Text>
      <Form layout="vertical" component={false} disabled={!editable || saving}>
        {SECTIONS.map(({ title, names, when }) => (
          <section key={title} aria-label={title}>
            <Divider titlePlacement="start">{title}</Divider>
            <FormFields
              control={control}
              fields={ALL_FIELDS.filter((field) => names.includes(field.name)).map((field) =>
                when && field.name !== when && !switches[when as keyof typeof switches]
                  ? { ...field, disabled: true }
                  : field,
              )}
            />
          </section>
        ))}
      </Form>
      {editable && (
        <>
          <FormServerError errors={formState.errors} />
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
            <Button onClick={() => reset(SECURE_DEFAULTS, { keepDefaultValues: true })} disabled={saving}>
              恢复默认
            </Button>
          </Flex>
        </>
      )}
      <Modal
        title="确认保存安全设置"
        open={!!pending}
        onOk={() => void save()}
        onCancel={() => setPending(undefined)}
        okText="确认保存"
        confirmLoading={saving}
        destroyOnHidden
      >
        <Typography.Paragraph>以下设置将被修改，新的密码策略在用户下次修改密码时生效：</Typography.Paragraph>
        <ul aria-label="将修改的设置">
          {pending?.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      </Modal>
    </form>
  );
}
