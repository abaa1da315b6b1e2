import { mfgProcessPageSource } from '@/shared/api';
import { defineSelector, type SelectorProps } from '@/shared/ui/selection-modal';
import { formatStdTime, type MfgProcess, PROCESS_TYPE_NAMES } from '../model/process-labels';

export type ProcessSelectorProps = SelectorProps<MfgProcess>;

/** Picks one or more enabled processes (工序) from the process list. */
export const ProcessSelector = defineSelector({
  title: '选择工序',
  source: mfgProcessPageSource,
  params: { status: '0' },
  columns: [
    { dataIndex: 'code', title: '工序编码', width: 120 },
    { dataIndex: 'name', title: '工序名称', width: 160 },
    { dataIndex: 'processType', title: '工序类型', width: 100, render: (_, p) => PROCESS_TYPE_NAMES[p.processType] },
    { dataIndex: 'stdTime', title: '标准工时', width: 130, render: (_, p) => formatStdTime(p.stdTime, p.timeUnit) },
    { dataIndex: 'lineName', title: '默认工作中心', width: 180 },
  ],
  conditions: [
    { key: 'code', title: '工序编码', type: 'input' },
    { key: 'name', title: '工序名称', type: 'input' },
  ],
});
