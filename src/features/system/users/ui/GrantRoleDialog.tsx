import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useRefreshOwnGrants } from '@/entities/session';
import { sysUserGrantRole } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { SysUser } from '../model/user-list';
import { RolesSelect } from './option-selects';

/** 授权角色: the user's roles replaced whole (an empty choice takes every role away, after saying so). */
export function GrantRoleDialog({ row, onClose, refetch }: RowPanelProps<SysUser>) {
  const [roleIds, setRoleIds] = useState<string[]>([...row.roleIds]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const refreshOwn = useRefreshOwnGrants();
  const save = async () => {
    setSaving(true);
    setFailure(undefined);
    try {
      await sysUserGrantRole({ body: { id: row.id, roleIds } }, { quiet: true });
      await refreshOwn({ userId: row.id });
      await refetch();
      onClose();
    } catch (error) {
      setFailure(userMessageOf(error));
    } finally {
      setSaving(false);
    }
  };
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
