import * as z from 'zod/mini';
import { sysTerminalAddBodyFacts } from '@/shared/api';
import { optionalPattern, requiredPattern } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import { TERMINAL_TYPES, type SysTerminal } from './terminal-list';

const MAC = /^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/;
const IPV4 = /^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$/;

/** 终端 add/edit form on the contract's SysTerminalForm; the MAC is sent in upper case, as devices report it. */
export const terminalForm = defineForm(sysTerminalAddBodyFacts, {
  code: { label: '终端编码', placeholder: '如 HMI-ZZ01-05' },
  name: { label: '名称', placeholder: '如 总装一线 整机总装工位' },
  type: { label: '类型', options: TERMINAL_TYPES.map(({ title, value }) => ({ title, value })) },
  model: { label: '品牌型号', placeholder: '如 研华 TPC-1551T' },
  serialNo: { label: '序列号' },
  mac: {
    label: 'MAC 地址',
    placeholder: '如 00:1A:2B:3C:4D:5E',
    rule: z.pipe(
      requiredPattern('MAC 地址', 17, MAC, 'MAC 地址应为 6 组两位十六进制数，以冒号分隔，如 00:1A:2B:3C:4D:5E'),
      z.transform((mac: string) => mac.toUpperCase()),
    ),
  },
  ip: {
    label: 'IP 地址',
    placeholder: '如 10.20.11.105',
    rule: optionalPattern('IP 地址', 15, IPV4, 'IP 地址应为 4 段 0–255 的数字，如 10.20.11.105'),
  },
  lineId: { label: '绑定产线', kind: 'custom' },
  location: { label: '绑定工位/位置', placeholder: '如 GX-050 整机总装、原料仓收货区' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type TerminalFormValues = typeof terminalForm.empty;
export type TerminalFormBody = z.output<typeof terminalForm.schema>;

export function terminalFormValues(row: SysTerminal): TerminalFormValues {
  return {
    code: row.code,
    name: row.name,
    type: row.type,
    model: row.model ?? '',
    serialNo: row.serialNo ?? '',
    mac: row.mac,
    ip: row.ip ?? '',
    lineId: row.lineId ?? '',
    location: row.location ?? '',
    remark: row.remark ?? '',
  };
}
