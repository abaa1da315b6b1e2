import { Card } from 'antd';
import { useState } from 'react';
import { usePermissions } from '@/entities/permission';
import { PROJ_STATUSES } from '@/entities/project';
import { Tabs } from '@/shared/ui/tabs';
import type { ProjStatus } from '../model/matrix';
import { StatusMatrixPanel } from './StatusMatrixPanel';

/**
 * 状态权限设置 (pm.statusPermission): which project role may do which action while a project is in each status
 * (草稿 … 已取消), one matrix per status, saved whole. Editing needs statusPermission:edit.
 */
export function StatusPermissionPage() {
  const { can } = usePermissions();
  const [active, setActive] = useState<ProjStatus>('ONGOING');
  const editable = can('statusPermission:edit');
  return (
    <Card>
      <Tabs
        activeKey={active}
        onChange={(key) => setActive(key as ProjStatus)}
        destroyOnHidden
        items={PROJ_STATUSES.map((status) => ({
          key: status.value,
          label: status.title,
          children: <StatusMatrixPanel projStatus={status.value} statusTitle={status.title} editable={editable} />,
        }))}
      />
    </Card>
  );
}
