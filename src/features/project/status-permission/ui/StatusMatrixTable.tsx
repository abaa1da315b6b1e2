import { Checkbox, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { groupSpans, type Grants, type MatrixAction, type StatusMatrix } from '../model/matrix';

interface StatusMatrixTableProps {
  matrix: StatusMatrix;
  grants: Grants;
  statusTitle: string;
  editable: boolean;
  onToggle: (roleId: string, code: string, allowed: boolean) => void;
}

/** One status's matrix: the project tab and action down the side, a column per project role, a box per right. */
export function StatusMatrixTable({ matrix, grants, statusTitle, editable, onToggle }: StatusMatrixTableProps) {
  const spans = useMemo(() => groupSpans(matrix.actions), [matrix.actions]);
  const columns = useMemo<TableColumnsType<MatrixAction>>(
    () => [
      {
        key: 'group',
        title: '页签',
        dataIndex: 'groupName',
        width: 96,
        fixed: 'left',
        onCell: (_row, index = 0) => ({ rowSpan: spans[index] ?? 1 }),
      },
      { key: 'action', title: '操作', dataIndex: 'name', width: 120, fixed: 'left' },
      ...matrix.roles.map((role) => ({
        key: role.roleId,
        title: role.roleName,
        align: 'center' as const,
        width: 104,
        render: (_value: unknown, action: MatrixAction) => (
          <Checkbox
            aria-label={`${statusTitle}：${role.roleName}可${action.name}`}
            checked={grants.get(role.roleId)?.has(action.code) ?? false}
            disabled={!editable}
            onChange={(event) => onToggle(role.roleId, action.code, event.target.checked)}
          />
        ),
      })),
    ],
    [matrix.roles, spans, grants, editable, statusTitle, onToggle],
  );
  return (
    <Table<MatrixAction>
      rowKey="code"
      size="small"
      bordered
      pagination={false}
      columns={columns}
      dataSource={matrix.actions}
      scroll={{ x: 'max-content' }}
    />
  );
}
