import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { usePermissions } from '@/entities/permission';
import { useProjectId } from '@/entities/project';
import { pmProjPermissionDetailQueryOptions, pmProjPermissionSave } from '@/shared/api';
import { useSave } from '@/shared/ui/form';
import { LoadFailure, queryFailure } from '@/shared/ui/load-failure';
import { Notice } from '@/shared/ui/notice';
import { Spinner } from '@/shared/ui/spinner';
import { grantsOf, groupsOf, sameGrants, saveBody, toggle, type Grants, type PermissionMatrix } from '../model/matrix';

type CodeRow = PermissionMatrix['codes'][number] & { groupSpan: number };

/** 权限 (pm.projPermission): the project's roles × the project permission codes; edited with projPermission:edit only. */
export function PermissionMatrixPage() {
  const projId = useProjectId();
  const query = pmProjPermissionDetailQueryOptions({ query: { projId: projId ?? '' } });
  const detail = useQuery({ ...query, enabled: Boolean(projId) });
  if (!projId) return null;
  const failure = queryFailure(detail, (matrix) => [matrix.roles, matrix.codes, matrix.grants].every(Array.isArray));
  if (failure) return <LoadFailure message={`项目权限加载失败：${failure}`} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Spinner />;
  return <Matrix key={detail.dataUpdatedAt} matrix={detail.data} queryKey={query.queryKey} />;
}

function Matrix({ matrix, queryKey }: { matrix: PermissionMatrix; queryKey: readonly unknown[] }) {
  const { canProj } = usePermissions();
  const editable = canProj('projPermission:edit');
  const queryClient = useQueryClient();
  const saved = useMemo(() => grantsOf(matrix), [matrix]);
  const [grants, setGrants] = useState<Grants>(saved);
  const changed = !sameGrants(saved, grants);
  const rows = useMemo<CodeRow[]>(
    () =>
      groupsOf(matrix).flatMap((group) =>
        group.codes.map((code, index) => ({ ...code, groupSpan: index === 0 ? group.codes.length : 0 })),
      ),
    [matrix],
  );

  const { saving, failure, save } = useSave(
    async () => {
      await pmProjPermissionSave({ body: saveBody(matrix, grants) }, { quiet: true });
      // The server now holds these grants; what is shown stays as saved (a refetch would re-read them).
      queryClient.setQueryData(queryKey, { ...matrix, grants: saveBody(matrix, grants).grants });
    },
    { done: '项目权限已保存', failurePrefix: '保存失败：' },
  );

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          {editable
            ? '勾选各项目角色在本项目中可以执行的操作，保存后对角色下的成员生效。'
            : '只读：你没有本项目的「权限设置」权限（projPermission:edit）。'}
          {matrix.updateTime ? ` 最后修改：${matrix.updateAccount ?? ''} ${matrix.updateTime}` : ''}
        </Typography.Text>
        {editable && (
          <Space>
            <Button disabled={!changed || saving} onClick={() => setGrants(saved)}>
              撤销修改
            </Button>
            <Button type="primary" disabled={!changed} loading={saving} onClick={() => void save()}>
              保存
            </Button>
          </Space>
        )}
      </Flex>
      {failure && <Notice type="error">{failure}</Notice>}
      <Table<CodeRow>
        size="small"
        bordered
        rowKey="code"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'group',
            title: '页签',
            dataIndex: 'groupName',
            width: 90,
            fixed: 'left',
            onCell: (row) => ({ rowSpan: row.groupSpan }),
          },
          { key: 'name', title: '操作', dataIndex: 'name', width: 110, fixed: 'left' },
          {
            key: 'code',
            title: '权限码',
            dataIndex: 'code',
            width: 170,
            render: (code: string) => <Typography.Text type="secondary">{code}</Typography.Text>,
          },
          ...matrix.roles.map((role) => ({
            key: role.roleId,
            title: (
              <span title={role.memberNames ?? '暂无成员'}>
                {role.roleName}
                {role.memberNames ? <Typography.Text type="secondary">（{role.memberNames}）</Typography.Text> : null}
              </span>
            ),
            width: 120,
            align: 'center' as const,
            render: (_: unknown, row: CodeRow) => (
              <Checkbox
                aria-label={`${role.roleName}：${row.groupName}${row.name}`}
                checked={grants.get(role.roleId)?.has(row.code) ?? false}
                disabled={!editable || saving}
                onChange={(event) =>
                  setGrants((current) => toggle(current, role.roleId, row.code, event.target.checked))
                }
              />
            ),
          })),
        ]}
      />
    </Flex>
  );
}
