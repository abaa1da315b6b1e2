import { formatStdTime, PROCESS_TYPE_NAMES, REPORT_MODE_NAMES } from '@/entities/mes/mfg-process';
import { mfgProcessDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { inspectionText, type MfgProcess } from '../model/process-list';

/** 工序详情: what the process is, how long it takes, where it runs and how it is inspected and reported. */
export const ProcessDetailDrawer = defineDetailPanel({
  title: '工序详情',
  width: 'default',
  columns: 2,
  query: (row: MfgProcess) => mfgProcessDetailQueryOptions({ query: { id: row.id } }),
  items: (p, renderDict) => [
    { label: '工序编码', value: p.code },
    { label: '工序名称', value: p.name },
    { label: '工序类型', value: PROCESS_TYPE_NAMES[p.processType] },
    { label: '标准工时', value: formatStdTime(p.stdTime, p.timeUnit) },
    { label: '准备工时', value: p.setupTime == null ? null : `${p.setupTime} 分钟/批` },
    { label: '默认工作中心', value: p.lineName },
    { label: '是否需检验', value: inspectionText(p) },
    { label: '报工方式', value: REPORT_MODE_NAMES[p.reportMode] },
    { label: '状态', value: renderDict('common_status', p.status) },
    { label: '说明', value: p.remark },
  ],
});
