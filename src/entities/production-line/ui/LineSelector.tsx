import { useQuery } from '@tanstack/react-query';
import { Popover } from 'antd';
import { useMemo, useState } from 'react';
import { deptTreeFailure, deptTreeQueryOptions } from '@/entities/department/@x/production-line';
import { mfgLinePage, mfgLinePageQueryKey, type MfgLinePageData, type MfgLinePageVariables } from '@/shared/api';
import { MODAL_WIDTH } from '@/shared/config';
import { userMessageOf } from '@/shared/lib/errors';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { RowSelectionModal, type SelectionSource } from '@/shared/ui/selection-modal';
import { TreePanel } from '@/shared/ui/tree-panel';

export type ProductionLine = MfgLinePageData['rows'][number];
type LineQuery = MfgLinePageVariables['body'];

const columns: ColumnConfig<ProductionLine>[] = [
  { dataIndex: 'code', title: '产线编码', width: 140 },
  { dataIndex: 'name', title: '产线名称', width: 200 },
  { dataIndex: 'deptName', title: '所属部门', width: 160 },
  {
    dataIndex: 'inHouseCode',
    title: '投料仓库',
    width: 140,
    render: (code, row) => (code ? <Popover content={row.houseName ?? '—'}>{code}</Popover> : null),
  },
];

const source: SelectionSource<ProductionLine> = {
  // The selector's params are the line page's request fields (paging, deptId, the searched name or code).
  key: (params) => mfgLinePageQueryKey({ body: params as LineQuery }),
  fetch: (params, options) => mfgLinePage({ body: params as LineQuery }, options),
};

export interface LineSelectorProps {
  open: boolean;
  onCancel: () => void;
  onOk: (lines: ProductionLine[]) => void;
  multiple?: boolean;
  title?: string;
}

/** The production-line selector (§2.6): production departments (orgType 2) on the left, their lines on the right. */
export function LineSelector({ open, onCancel, onOk, multiple = true, title = '选择产线' }: LineSelectorProps) {
  const [deptId, setDeptId] = useState<string>();
  const tree = useQuery({ ...deptTreeQueryOptions(2), enabled: open });
  const params = useMemo(() => (deptId ? { deptId } : undefined), [deptId]);
  return (
    <RowSelectionModal<ProductionLine>
      title={title}
      open={open}
      onCancel={onCancel}
      onOk={onOk}
      width={MODAL_WIDTH.lineSelector}
      columns={columns}
      source={source}
      params={params}
      multiple={multiple}
      conditions={[
        { key: 'name', title: '产线名称', type: 'input' },
        { key: 'code', title: '产线编码', type: 'input' },
      ]}
      aside={
        <TreePanel
          label="生产部门"
          nodes={tree.data ?? []}
          loading={tree.isPending && open}
          error={tree.isError ? deptTreeFailure(userMessageOf(tree.error)) : undefined}
          selectedId={deptId}
          // Only workshops filter lines; choosing the company shows every line.
          onSelect={(id) => setDeptId(tree.data?.some((company) => company.id === id) ? undefined : id)}
        />
      }
    />
  );
}
