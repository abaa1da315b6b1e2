import { useQuery } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import { mfgBomWhereUsedQueryOptions, type MfgBomWhereUsedData } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { AppDrawer } from '@/shared/ui/app-drawer';
import { bomStateBadge } from '../model/bom-state';
import { formatQuantity } from '../model/bom-tree';

type Use = MfgBomWhereUsedData[number];

export interface WhereUsedDrawerProps {
  material: { id: string; code: string; name: string };
  onClose: () => void;
}

/** 反查: the BOM versions that use a material, and under which parent, with how much. */
export function WhereUsedDrawer({ material, onClose }: WhereUsedDrawerProps) {
  const uses = useQuery(mfgBomWhereUsedQueryOptions({ body: { materialId: material.id } }));
  return (
    <AppDrawer open width="default" title={`反查：${material.code} ${material.name}`} onClose={onClose}>
      {uses.isError && <Alert type="error" showIcon title={userMessageOf(uses.error)} />}
      <Table<Use>
        rowKey={(u) => `${u.bomId}-${u.parentCode}`}
        size="small"
        loading={uses.isPending}
        pagination={false}
        dataSource={uses.data ?? []}
        columns={[
          { key: 'product', title: '产品', render: (_v, u) => `${u.productCode} ${u.productName}` },
          { key: 'version', title: '版本', dataIndex: 'version', width: 70 },
          { key: 'state', title: '状态', width: 90, render: (_v, u) => bomStateBadge(u.state) },
          { key: 'parent', title: '直接父项', render: (_v, u) => `${u.parentCode} ${u.parentName}` },
          { key: 'level', title: '层级', dataIndex: 'level', width: 60 },
          {
            key: 'qty',
            title: '用量',
            width: 100,
            align: 'right',
            render: (_v, u) => `${formatQuantity(u.quantity, u.uomPrecision)} ${u.uomName}`,
          },
        ]}
      />
    </AppDrawer>
  );
}
