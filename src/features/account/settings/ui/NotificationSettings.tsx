import { useMutation, useQueryClient } from '@tanstack/react-query';
import { message, Switch } from 'antd';
import {
  sysUserOwnNotifySettingQueryKey,
  sysUserUpdateNotifySetting,
  useSysUserOwnNotifySetting,
  type SysUserOwnNotifySettingData,
} from '@/shared/api';
import { SectionQuery } from './SectionQuery';
import { SettingRow } from './SettingRow';

type NotifySetting = SysUserOwnNotifySettingData[number];
type Change = Pick<NotifySetting, 'code' | 'enabled'>;

/** 新消息通知: one switch per message kind the server lists, saved as soon as it is flipped. */
export function NotificationSettings() {
  const queryClient = useQueryClient();
  const settings = useSysUserOwnNotifySetting();
  const update = useMutation({
    mutationFn: (change: Change) => sysUserUpdateNotifySetting({ body: { settings: [change] } }),
    onSuccess: (_, change) => {
      // The switch shows the saved state only once the server has it; a failure leaves it as it was.
      queryClient.setQueryData<SysUserOwnNotifySettingData>(sysUserOwnNotifySettingQueryKey(), (rows) =>
        rows?.map((row) => (row.code === change.code ? { ...row, enabled: change.enabled } : row)),
      );
      void message.success(change.enabled ? '已开启通知' : '已关闭通知');
    },
  });

  return (
    <SectionQuery query={settings}>
      {(rows) => (
        <>
          {rows.map((row) => (
            <SettingRow
              key={row.code}
              title={row.name}
              description={row.description}
              action={
                <Switch
                  aria-label={row.name}
                  checked={row.enabled}
                  checkedChildren="开"
                  unCheckedChildren="关"
                  loading={update.isPending && update.variables.code === row.code}
                  onChange={(enabled) => update.mutate({ code: row.code, enabled })}
                />
              }
            />
          ))}
        </>
      )}
    </SectionQuery>
  );
}
