import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { pmStatusPermissionDetailQueryOptions, pmStatusPermissionSave } from '@/shared/api';
import { useSave } from '@/shared/ui/form';
import { QueryFailure } from '@/shared/ui/load-failure';
import { grantsChanged, grantsOf, saveBody, toggleGrant, type ProjStatus, type StatusMatrix } from '../model/matrix';
import { StatusMatrixTable } from './StatusMatrixTable';

interface StatusMatrixPanelProps {
  projStatus: ProjStatus;
  statusTitle: string;
  editable: boolean;
}

interface MatrixEditorProps extends Omit<StatusMatrixPanelProps, 'projStatus'> {
  matrix: StatusMatrix;
  onSaved: () => Promise<unknown>;
}

/** The matrix as loaded, edited in place and saved whole; 重置 goes back to what was loaded. */
function MatrixEditor({ matrix, statusTitle, editable, onSaved }: MatrixEditorProps) {
  const [loaded] = useState(() => grantsOf(matrix));
  const [grants, setGrants] = useState(loaded);
  const onToggle = useCallback(
    (roleId: string, code: string, allowed: boolean) => setGrants((now) => toggleGrant(now, roleId, code, allowed)),
    [],
  );
  const changed = grantsChanged(loaded, grants);
  // A refusal is told by the request layer's toast; the matrix stays as edited.
  const { saving, save } = useSave(
    async () => {
      await pmStatusPermissionSave({ body: saveBody(matrix, grants) });
      await onSaved();
    },
    { done: '保存成功' },
  );
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary">
          项目处于“{statusTitle}”时，勾选的项目角色可以执行对应操作
          {matrix.updateTime ? `（最近由 ${matrix.updateAccount ?? '—'} 于 ${matrix.updateTime} 保存）` : ''}
        </Typography.Text>
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
      <StatusMatrixTable
        matrix={matrix}
        grants={grants}
        statusTitle={statusTitle}
        editable={editable}
        onToggle={onToggle}
      />
    </Space>
  );
}

/** One project status's matrix: loaded, then edited; a save reloads it (the editor starts again from the server's). */
export function StatusMatrixPanel({ projStatus, statusTitle, editable }: StatusMatrixPanelProps) {
  const query = useQuery(pmStatusPermissionDetailQueryOptions({ query: { projStatus } }));
  if (query.isError) return <QueryFailure query={query} title="状态权限加载失败" />;
  if (!query.data) return <Skeleton active />;
  return (
    <MatrixEditor
      key={query.dataUpdatedAt}
      matrix={query.data}
      statusTitle={statusTitle}
      editable={editable}
      onSaved={query.refetch}
    />
  );
}
