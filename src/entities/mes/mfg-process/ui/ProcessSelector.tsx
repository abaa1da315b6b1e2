import { mfgProcessPage, mfgProcessPageQueryKey, type MfgProcessPageVariables } from '@/shared/api';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { RowSelectionModal, type SelectionSource } from '@/shared/ui/selection-modal';
import { formatStdTime, type MfgProcess, PROCESS_TYPE_NAMES } from '../model/process-labels';

type ProcessQuery = MfgProcessPageVariables['body'];

const source: SelectionSource<MfgProcess> = {
  // The selector's params are the process page's request fields (paging, the searched code or name).
  key: (params) => mfgProcessPageQueryKey({ body: params as ProcessQuery }),
  fetch: (params, options) => mfgProcessPage({ body: params as ProcessQuery }, options),
};

const columns: ColumnConfig<MfgProcess>[] = [
  { dataIndex: 'code', title: '工序编码', width: 120 },
  { dataIndex: 'name', title: '工序名称', width: 160 },
  {
    dataIndex: 'processType',
    title: '工序类型',
    width: 100,
    render: (type) => PROCESS_TYPE_NAMES[type as MfgProcess['processType']],
  },
  { dataIndex: 'stdTime', title: '标准工时', width: 130, render: (_v, p) => formatStdTime(p.stdTime, p.timeUnit) },
  { dataIndex: 'lineName', title: '默认工作中心', width: 180 },
];

const ENABLED = { status: '0' };

export interface ProcessSelectorProps {
  open: boolean;
  onCancel: () => void;
  onOk: (processes: MfgProcess[]) => void;
  multiple?: boolean;
}

/** Picks one or more enabled processes (工序) from the process list. */
export function ProcessSelector({ open, onCancel, onOk, multiple = true }: ProcessSelectorProps) {
  return (
    <RowSelectionModal<MfgProcess>
      title="选择工序"
      open={open}
      onCancel={onCancel}
      onOk={onOk}
      columns={columns}
      source={source}
      params={ENABLED}
      multiple={multiple}
      conditions={[
        { key: 'code', title: '工序编码', type: 'input' },
        { key: 'name', title: '工序名称', type: 'input' },
      ]}
    />
  );
}
