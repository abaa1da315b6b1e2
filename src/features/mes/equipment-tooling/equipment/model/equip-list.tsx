import { Typography } from 'antd';
import dayjs from 'dayjs';
import {
  EQUIP_STATES,
  EQUIP_TYPES,
  type Equip,
  maintenanceDue,
  nextMaintainDate,
  OptionTag,
  optionOf,
} from '@/entities/mes/equipment';
import { mfgEquipExport, mfgEquipPageSource, type MfgEquipPageVariables } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type MfgEquipQuery = MfgEquipPageVariables['body'];
/** A ledger row with its next maintenance date, computed where the rows arrive. */
export type EquipRow = Equip & { nextMaintainDate: string | null };

const DUE_TYPE = { overdue: 'danger', soon: 'warning', ok: undefined } as const;
const DUE_HINT = { overdue: '（已逾期）', soon: '（7 天内到期）', ok: '' } as const;

/** 下次保养日期 in the danger colour when overdue, the warning colour when due within 7 days (a word says it too). */
export function NextMaintainCell({ date, today }: { date: string | null; today: string }) {
  if (!date) return null;
  const due = maintenanceDue(date, today);
  return (
    <Typography.Text type={DUE_TYPE[due]}>
      {date}
      {DUE_HINT[due]}
    </Typography.Text>
  );
}

export const equipColumns: ColumnConfig<EquipRow>[] = [
  { dataIndex: 'code', title: '设备编码', width: 130, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '设备名称', width: 150, query: 'input' },
  {
    dataIndex: 'typeCode',
    title: '设备类型',
    width: 110,
    options: EQUIP_TYPES,
    filter: true,
    render: (v) => optionOf(EQUIP_TYPES, v as Equip['typeCode'])?.title ?? v,
  },
  {
    dataIndex: 'lineName',
    title: '产线',
    width: 170,
    render: (_v, row) => (row.lineCode ? `${row.lineCode} ${row.lineName ?? ''}` : null),
  },
  {
    dataIndex: 'state',
    title: '状态',
    width: 90,
    options: EQUIP_STATES,
    filter: true,
    render: (v) => <OptionTag options={EQUIP_STATES} value={v as Equip['state']} />,
  },
  {
    dataIndex: 'nextMaintainDate',
    title: '下次保养',
    width: 190,
    render: (v) => <NextMaintainCell date={v as string | null} today={dayjs().format(DATE_FORMAT.date)} />,
  },
  { dataIndex: 'lastMaintainDate', title: '上次保养', width: 110 },
  { dataIndex: 'maintainCycle', title: '保养周期（天）', width: 120, align: 'right' },
  { dataIndex: 'ownerName', title: '负责人', width: 90 },
  { dataIndex: 'deptName', title: '所属车间', width: 110, hide: 'narrow' },
  {
    dataIndex: 'model',
    title: '品牌/型号',
    width: 170,
    hide: 'narrow',
    render: (_v, row) => [row.brand, row.model].filter(Boolean).join(' / '),
  },
  { dataIndex: 'serialNo', title: '出厂编号', width: 150, hide: 'narrow' },
  { dataIndex: 'location', title: '安装位置', width: 150, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'enableDate', title: '启用日期', width: 110, hide: 'narrow' },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
];

export const equipConditions: SearchCondition<keyof MfgEquipQuery & string>[] = [
  { key: 'name', title: '设备名称', type: 'input' },
  { key: 'code', title: '设备编码', type: 'input' },
  { key: 'typeCode', title: '设备类型', type: 'select', options: EQUIP_TYPES, multiple: true },
  { key: 'state', title: '状态', type: 'select', options: EQUIP_STATES, multiple: true },
];

/** The ledger's page, each row with its next maintenance date. */
export const equipSource = {
  ...mfgEquipPageSource,
  fetch: async (body: MfgEquipQuery, options?: Parameters<typeof mfgEquipPageSource.fetch>[1]) => {
    const page = await mfgEquipPageSource.fetch(body, options);
    return {
      ...page,
      rows: page.rows.map((e): EquipRow => ({
        ...e,
        nextMaintainDate: nextMaintainDate(e.lastMaintainDate, e.maintainCycle),
      })),
    };
  },
};

/** The selected equipment's ids, otherwise the current conditions (§5). */
export const exportEquipment: ExportFile<MfgEquipQuery> = (request) => mfgEquipExport({ body: request });
