import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { usePermissions } from '@/entities/permission';
import {
  sysEmailDetailQueryKey,
  sysEmailDetailQueryOptions,
  sysEmailEdit,
  type SysEmailDetailData,
} from '@/shared/api';
import { SecretInput, SettingsForm } from '@/shared/ui/settings-form';
import { QueryFailure } from '@/shared/ui/load-failure';
import { emailForm, emailFormValues, emailSchema } from '../model/email-form';
import { EmailLogList } from './EmailLogList';
import { TestMailDialog } from './TestMailDialog';

/** 邮件: the SMTP settings (the password write-only), 测试发送, and the record of what was sent. */
export function EmailPage() {
  const config = useQuery(sysEmailDetailQueryOptions());
  return (
    <Flex vertical gap={16}>
      <Card title="SMTP 设置">
        {config.isPending && <Skeleton active />}
        <QueryFailure query={config} title="邮件设置加载失败" />
        {config.data && <EmailSettings key={config.data.updateTime ?? 'new'} config={config.data} />}
      </Card>
      <Card title="发送记录">
        <EmailLogList />
      </Card>
    </Flex>
  );
}

function EmailSettings({ config }: { config: SysEmailDetailData }) {
  const queryClient = useQueryClient();
  const can = usePermissions().can;
  const [testing, setTesting] = useState(false);
  const fields = emailForm.fields({
    password: (field) => <SecretInput {...field} id="password" saved={config.passwordSet} />,
  });
  return (
    <>
      {config.updateTime && (
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 12 }}>
          最后保存：{config.updateAccount ?? '—'}，{config.updateTime}
        </Typography.Text>
      )}
      <SettingsForm
        label="邮件服务器设置"
        schema={emailSchema(config.passwordSet)}
        values={emailFormValues(config)}
        fields={fields}
        editable={can('sysEmail:edit')}
        save={async (body) => {
          await sysEmailEdit({ body }, { quiet: true });
          await queryClient.invalidateQueries({ queryKey: sysEmailDetailQueryKey() });
        }}
        extra={
          can('sysEmail:test') && (
            <Button
              onClick={() => setTesting(true)}
              disabled={!config.enabled}
              title={config.enabled ? undefined : '启用并保存后可测试'}
            >
              测试发送
            </Button>
          )
        }
      />
      {testing && <TestMailDialog defaultTo={config.fromAddress ?? ''} onClose={() => setTesting(false)} />}
    </>
  );
}
