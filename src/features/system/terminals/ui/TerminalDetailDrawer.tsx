import { sysTerminalDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { onlineBadge, typeTitle, type SysTerminal } from '../model/terminal-list';

/** 终端详情: the device, where it is bound, when it was last seen. */
export const TerminalDetailDrawer = defineDetailPanel({
  title: '终端详情',
  width: 'default',
  columns: 2,
  query: (row: SysTerminal) => sysTerminalDetailQueryOptions({ query: { id: row.id } }),
  items: (terminal, renderDict) => [
    { label: '终端编码', value: terminal.code },
    { label: '名称', value: terminal.name },
    { label: '类型', value: typeTitle(terminal.type) },
    { label: '品牌型号', value: terminal.model },
    { label: '序列号', value: terminal.serialNo },
    { label: 'MAC 地址', value: terminal.mac },
    { label: 'IP 地址', value: terminal.ip },
    { label: '绑定产线', value: terminal.lineCode && `${terminal.lineCode} ${terminal.lineName ?? ''}` },
    { label: '绑定工位/位置', value: terminal.location },
    { label: '在线状态', value: onlineBadge(terminal.online) },
    { label: '最后在线时间', value: terminal.lastOnlineTime },
    { label: '设备绑定', value: terminal.bound ? `已绑定（${terminal.bindTime ?? ''}）` : '未绑定，可重新注册' },
    { label: '状态', value: renderDict('common_status', terminal.status), span: 2 },
    { label: '备注', value: terminal.remark, span: 2 },
  ],
});
