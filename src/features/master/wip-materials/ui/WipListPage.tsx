import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  wipMaterialDelete,
  wipMaterialDisable,
  wipMaterialEnable,
  wipMaterialPageSource,
  wipMaterialUpdate,
  wipMaterialUpdateBodyFacts,
} from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { AllTreePanel } from '@/shared/ui/tree-panel';
import { stateFilter, stateTreeFailure, stateTreeQuery } from '../model/state-tree';
import { StatePick } from './pickers';

/** 在制品物料: added in batches (its own dialog), edited one by one (WipMaterialEditForm), enabled, disabled, deleted. */
const WipList = defineCrudScreen(
  {
    source: wipMaterialPageSource,
    addFacts: wipMaterialUpdateBodyFacts,
    edit: wipMaterialUpdate,
    status: { enable: wipMaterialEnable, disable: wipMaterialDisable, delete: wipMaterialDelete },
  },
  {
    noun: '在制品物料',
    columns: [
      { dataIndex: 'code', title: '在制品编码', width: 160, hideAble: false, sorter: true },
      { dataIndex: 'name', title: '在制品名称', width: 200 },
      { dataIndex: 'specification', title: '规格型号', width: 180, ellipsis: true },
      { dataIndex: 'materialCode', title: '物料编码', width: 140 },
      { dataIndex: 'materialName', title: '物料名称', width: 160 },
      { dataIndex: 'processName', title: '工序', width: 120 },
      { dataIndex: 'mfgStateName', title: '制造状态', width: 120 },
      { dataIndex: 'uomName', title: '计量单位', width: 100 },
      { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
      { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
      { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
    ],
    conditions: [
      { key: 'code', title: '在制品编码', type: 'input' },
      { key: 'name', title: '在制品名称', type: 'input' },
      { key: 'materialCode', title: '物料编码', type: 'input' },
      { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
    ],
    form: {
      // The edited row's own id: not an input.
      id: { label: 'ID', hidden: true },
      code: { label: '在制品编码' },
      name: { label: '在制品名称' },
      mfgStateId: {
        label: '制造状态',
        kind: 'custom',
        render: (field) => <StatePick {...field} />,
      },
      specification: { label: '规格型号' },
      remark: { label: '备注', kind: 'textarea', wide: true },
    },
    add: { label: '批量新增', load: () => import('./WipBatchModal').then((m) => m.WipBatchAddModal) },
    table: { selection: 'checkbox' },
  },
);

/** 在制品物料: the process → state tree under '全部' narrows the list. */
export function WipListPage() {
  const [selected, setSelected] = useState<string>();
  const tree = useQuery(stateTreeQuery);
  const extendedParams = useMemo(() => {
    const mfgStateId = stateFilter(tree.data ?? [], selected);
    return mfgStateId ? { mfgStateId } : undefined;
  }, [tree.data, selected]);
  return (
    <TreeListLayout
      aside={
        <AllTreePanel
          label="制造状态"
          nodes={tree.data ?? []}
          loading={tree.isPending}
          error={tree.isError ? stateTreeFailure(userMessageOf(tree.error)) : undefined}
          value={selected}
          onChange={setSelected}
        />
      }
    >
      <WipList extendedParams={extendedParams} />
    </TreeListLayout>
  );
}
