import { DingtalkOutlined, WechatWorkOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, message, Modal } from 'antd';
import { sysUserUnbind, useSysUserOwnBinding, type SysUserOwnBindingData } from '@/shared/api';
import { BINDING_NAMES } from '@/entities/user';
import { useRefreshProfile } from '../model/use-refresh-profile';
import { SectionQuery } from './SectionQuery';
import { SettingRow } from './SettingRow';
import styles from './AccountSettingsPage.module.css';

type Binding = SysUserOwnBindingData[number];

const ICONS = {
  DINGTALK: <DingtalkOutlined className={styles.rowIcon} style={{ color: '#1677ff' }} />,
  WECOM: <WechatWorkOutlined className={styles.rowIcon} style={{ color: '#07c160' }} />,
} as const;

function describe(binding: Binding): string {
  const name = BINDING_NAMES[binding.type];
  if (!binding.bound) return `未绑定${name}。在${name}工作台中打开本系统即可完成绑定。`;
  const who = [binding.externalName, binding.externalOrgName && `（${binding.externalOrgName}）`]
    .filter(Boolean)
    .join('');
  return [`已绑定${name}账号${who ? `：${who}` : ''}`, binding.bindTime && `绑定于 ${binding.bindTime}`]
    .filter(Boolean)
    .join('，');
}

/** 账号绑定: DingTalk and WeCom; binding happens in their workbench, here one can only unbind (with a confirm). */
export function BindingSettings() {
  const bindings = useSysUserOwnBinding();
  const refreshProfile = useRefreshProfile();
  const unbind = useMutation({
    mutationFn: (type: Binding['type']) => sysUserUnbind({ body: { type } }),
    onSuccess: async (_, type) => {
      void message.success(`已解绑${BINDING_NAMES[type]}`);
      await Promise.all([bindings.refetch(), refreshProfile()]);
    },
  });

  const confirmUnbind = (type: Binding['type']) => {
    const name = BINDING_NAMES[type];
    Modal.confirm({
      title: `确定解绑${name}吗？`,
      content: `解绑后不能再从${name}免登进入本系统，也收不到${name}的审批与消息推送。`,
      okText: '解绑',
      okButtonProps: { danger: true },
      cancelText: '取消',
      // The dialog stays open (with a spinner) until the server answered; a failure is shown by the request layer.
      onOk: () => unbind.mutateAsync(type).catch(() => undefined),
    });
  };

  return (
    <SectionQuery query={bindings}>
      {(rows) => (
        <>
          {rows.map((binding) => (
            <SettingRow
              key={binding.type}
              avatar={ICONS[binding.type]}
              title={BINDING_NAMES[binding.type]}
              description={describe(binding)}
              action={
                binding.bound ? (
                  <Button danger type="link" onClick={() => confirmUnbind(binding.type)}>
                    解绑
                  </Button>
                ) : (
                  <span className={styles.rowState}>未绑定</span>
                )
              }
            />
          ))}
        </>
      )}
    </SectionQuery>
  );
}
