import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import { opCorpDisable, opCorpEnable, opTenantListQueryOptions } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { TreePanel } from '@/shared/ui/tree-panel';
import { corpColumns, corpConditions, corpSource, type OpCorpQuery } from '../model/corp-list';

const CorpList = defineListScreen({
  tableId: 'bos.opCorpManage',
  permissionPrefix: 'opCorpManage',
  source: corpSource,
  columns: corpColumns,
  conditions: corpConditions,
  form: () => import('./corp-form').then((m) => m.CorpForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./CorpDetailDrawer').then((m) => m.CorpDetailDrawer),
    },
    'edit',
  ],
  status: { enable: opCorpEnable, disable: opCorpDisable },
});

/** 企业管理 (bos.opCorpManage): the tenants on the left narrow the enterprises on the right; a new one starts in the chosen tenant. */
export function CorpListPage() {
  const [tenantId, setTenantId] = useState<string>();
  const tenants = useQuery(opTenantListQueryOptions());
  const nodes = useMemo(
    () =>
      (tenants.data ?? []).map((tenant) => ({
        id: tenant.id,
        title: tenant.status === 0 ? tenant.name : `${tenant.name}（已停用）`,
      })),
    [tenants.data],
  );
  const tenantName = tenantId ? (tenants.data?.find((tenant) => tenant.id === tenantId)?.name ?? tenantId) : undefined;
  const extendedParams = useMemo<Partial<OpCorpQuery> | undefined>(
    () => (tenantId ? { tenantId } : undefined),
    [tenantId],
  );
  return (
    <TreeListLayout
      aside={
        <TreePanel
          label="租户"
          nodes={nodes}
          loading={tenants.isPending}
          error={tenants.isError ? `租户加载失败：${userMessageOf(tenants.error)}` : undefined}
          selectedId={tenantId}
          onSelect={setTenantId}
        />
      }
    >
      <CorpList
        extendedParams={extendedParams}
        scope={
          tenantName && (
            <Tag closable color="processing" onClose={() => setTenantId(undefined)}>
              租户：{tenantName}
            </Tag>
          )
        }
      />
    </TreeListLayout>
  );
}
