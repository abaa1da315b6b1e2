import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Checkbox, Flex, Skeleton, Typography } from 'antd';
import { usePermissions } from '@/entities/permission';
import {
  sysDingTalkBindingPageOperation,
  sysDingTalkDetailQueryKey,
  sysDingTalkDetailQueryOptions,
  sysDingTalkEdit,
  type SysDingTalkDetailData,
} from '@/shared/api';
import { SecretInput, SettingsForm } from '@/shared/ui/settings-form';
import { QueryFailure } from '@/shared/ui/load-failure';
import { dingTalkForm, dingTalkFormValues, dingTalkSchema, NOTIFY_TYPES } from '../model/dingtalk-form';
import { BindingList } from './BindingList';
import { ConnectionTools } from './ConnectionTools';

/** 钉钉集成 (product.md §2.6/§4.5): the enterprise's internal app, which notifications it sends, the connection and the address book. */
export function DingTalkPage() {
  const config = useQuery(sysDingTalkDetailQueryOptions());
  return (
    <Flex vertical gap={16}>
      <Card title="钉钉应用">
        {config.isPending && <Skeleton active />}
        <QueryFailure query={config} title="钉钉设置加载失败" />
        {config.data && <DingTalkSettings key={config.data.updateTime ?? 'new'} config={config.data} />}
      </Card>
      <Card title="用户绑定">
        <BindingList />
      </Card>
    </Flex>
  );
}

function DingTalkSettings({ config }: { config: SysDingTalkDetailData }) {
  const queryClient = useQueryClient();
  const can = usePermissions().can;
  const fields = dingTalkForm.fields({
    appSecret: (field) => <SecretInput {...field} id="appSecret" saved={config.appSecretSet} />,
    notifyTypes: ({ value, onChange, disabled }) => (
      <div id="notifyTypes" role="group" aria-label="通过钉钉发送的通知">
        <Checkbox.Group value={value} onChange={onChange} disabled={disabled} options={[...NOTIFY_TYPES]} />
      </div>
    ),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: sysDingTalkDetailQueryKey() });
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="baseline" wrap>
        <Typography.Text strong>回调地址：</Typography.Text>
        <Typography.Text copyable={{ text: config.callbackUrl, tooltips: ['复制', '已复制'] }} code>
          {config.callbackUrl}
        </Typography.Text>
        <Typography.Text type="secondary">（填入钉钉开发者后台的事件订阅）</Typography.Text>
      </Flex>
      <SettingsForm
        label="钉钉集成设置"
        schema={dingTalkSchema(config.appSecretSet)}
        values={dingTalkFormValues(config)}
        fields={fields}
        editable={can('sysDingTalk:edit')}
        save={async (body) => {
          await sysDingTalkEdit({ body }, { quiet: true });
          await refresh();
        }}
      />
      <ConnectionTools
        config={config}
        canTest={can('sysDingTalk:test')}
        canSync={can('sysDingTalk:edit')}
        onSynced={() =>
          void queryClient.invalidateQueries({ queryKey: ['sys', sysDingTalkBindingPageOperation.operationId] })
        }
      />
    </Flex>
  );
}
