import { useQuery } from '@tanstack/react-query';
import { Popover } from 'antd';
import { useState } from 'react';
import { deptTreeFailure, deptTreeQueryOptions } from '@/entities/department/@x/production-line';
import { mfgLinePageSource } from '@/shared/api';
import { MODAL_WIDTH } from '@/shared/config';
import { userMessageOf } from '@/shared/lib/errors';
import { defineSelector } from '@/shared/ui/selection-modal';
import { TreePanel } from '@/shared/ui/tree-panel';

/** The production departments (orgType 2) on the left; only a workshop narrows the lines, the company shows all. */
function useWorkshopAside(open: boolean) {
  const [deptId, setDeptId] = useState<string>();
  const tree = useQuery({ ...deptTreeQueryOptions(2), enabled: open });
  return {
    params: deptId ? { deptId } : undefined,
    aside: (
      <TreePanel
        label="生产部门"
        nodes={tree.data ?? []}
        loading={tree.isPending && open}
        error={tree.isError ? deptTreeFailure(userMessageOf(tree.error)) : undefined}
        selectedId={deptId}
        onSelect={(id) => setDeptId(tree.data?.some((company) => company.id === id) ? undefined : id)}
      />
    ),
  };
}

/** The production-line selector (product.md §2.6): production departments on the left, their lines on the right. */
export const LineSelector = defineSelector({
  title: '选择产线',
  width: MODAL_WIDTH.lineSelector,
  source: mfgLinePageSource,
  columns: [
    { dataIndex: 'code', title: '产线编码', width: 140 },
    { dataIndex: 'name', title: '产线名称', width: 200 },
    { dataIndex: 'deptName', title: '所属部门', width: 160 },
    {
      dataIndex: 'inHouseCode',
      title: '投料仓库',
      width: 140,
      render: (code, row) => (code ? <Popover content={row.houseName ?? '—'}>{code}</Popover> : null),
    },
  ],
  conditions: [
    { key: 'name', title: '产线名称', type: 'input' },
    { key: 'code', title: '产线编码', type: 'input' },
  ],
  useAside: useWorkshopAside,
});
