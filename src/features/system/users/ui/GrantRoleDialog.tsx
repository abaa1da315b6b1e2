import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useRefreshOwnGrants } from '@/entities/session';
import { sysUserGrantRole, type sysUser } from '@/shared/api';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';
import { RolesSelect } from './option-selects';

/** 授权角色: the user's roles replaced whole (an empty choice takes every role away, after saying so). */
export function GrantRoleDialog({ row, onClose, refetch }: RowPanelProps<RowOf<typeof sysUser>>) {
  const [roleIds, setRoleIds] = useState<string[]>([...row.roleIds]);
  const refreshOwn = useRefreshOwnGrants();
  const { saving, failure, save } = useSave(async () => {
    await sysUserGrantRole({ body: { id: row.id, roleIds } }, { quiet: true });
    await refreshOwn({ userId: row.id });
    await refetch();
    onClose();
  });
  return (
    <Modal
      open
      title={`授权角色：${row.name}（${row.account}）`}
      width={520}
      okText="保存"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <label htmlFor="grant-roles">
        <Typography.Text>角色</Typography.Text>
      </label>
      <RolesSelect id="grant-roles" value={roleIds} onChange={setRoleIds} />
      {roleIds.length === 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title="不选角色即收回该用户的全部角色，保存后他将看不到任何菜单。"
        />
      )}
      {failure && <Alert role="alert" type="error" showIcon style={{ marginTop: 12 }} title={failure} />}
    </Modal>
  );
}
