import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Skeleton, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { pmStatusPermissionDetailQueryOptions, pmStatusPermissionSave } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { StatusMatrixTable } from './StatusMatrixTable';
import { grantsChanged, grantsOf, saveBody, toggleGrant, type Grants, type ProjStatus } from '../model/matrix';

interface StatusMatrixPanelProps {
  projStatus: ProjStatus;
  statusTitle: string;
  editable: boolean;
}

/** The matrix of one project status, edited in place and saved whole; 重置 goes back to what was loaded. */
export function StatusMatrixPanel({ projStatus, statusTitle, editable }: StatusMatrixPanelProps) {
  const { message } = App.useApp();
  const query = useQuery(pmStatusPermissionDetailQueryOptions({ query: { projStatus } }));
  const [loaded, setLoaded] = useState<Grants>();
  const [grants, setGrants] = useState<Grants>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!query.data) return;
    const fresh = grantsOf(query.data);
    setLoaded(fresh);
    setGrants(fresh);
  }, [query.data]);
  const onToggle = useCallback((roleId: string, code: string, allowed: boolean) => setGrants((now) => now && toggleGrant(now, roleId, code, allowed)), []);

  if (query.isError) return <Alert type="error" showIcon title={`状态权限加载失败：${userMessageOf(query.error)}`} />;
  if (!query.data || !grants || !loaded) return <Skeleton active />;
  const matrix = query.data;
  const changed = grantsChanged(loaded, grants);
  const save = async () => {
    setSaving(true);
    try {
      await pmStatusPermissionSave({ body: saveBody(matrix, grants) });
      void message.success('保存成功');
      setLoaded(grants);
      await query.refetch();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text type="secondary">
          项目处于“{statusTitle}”时，勾选的项目角色可以执行对应操作
          {matrix.updateTime ? `（最近由 ${matrix.updateAccount ?? '—'} 于 ${matrix.updateTime} 保存）` : ''}
        </Typography.Text>
      </Space>
      <StatusMatrixTable matrix={matrix} grants={grants} statusTitle={statusTitle} editable={editable} onToggle={onToggle} />
      {editable && (
        <Space>
          <Button type="primary" loading={saving} disabled={!changed} onClick={() => void save()}>
            保存
          </Button>
          <Button disabled={!changed || saving} onClick={() => setGrants(loaded)}>
            重置
          </Button>
        </Space>
      )}
    </Space>
  );
}
