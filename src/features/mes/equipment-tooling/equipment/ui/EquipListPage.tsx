import dayjs from 'dayjs';
import { DeptTreeSelect } from '@/entities/department';
import { EQUIP_STATES, EQUIP_TYPES, nextMaintainDate, OptionTag, optionOf } from '@/entities/mes/equipment';
import { LineSelect } from '@/entities/production-line';
import { UserSelect } from '@/entities/user';
import { mfgEquip, mfgEquipPageSource, type CallOptions, type MfgEquipPageVariables } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { DowntimeTable, MaintenanceTable, NextMaintainCell } from './equip-records';

const today = () => dayjs().format(DATE_FORMAT.date);

/** The ledger's page, each row with its next maintenance date. */
const source = {
  ...mfgEquipPageSource,
  fetch: async (body: MfgEquipPageVariables['body'], options?: CallOptions) => {
    const page = await mfgEquipPageSource.fetch(body, options);
    return {
      ...page,
      rows: page.rows.map((e) => ({ ...e, nextMaintainDate: nextMaintainDate(e.lastMaintainDate, e.maintainCycle) })),
    };
  },
};

/** 设备台账 (product.md §2.5 manufacture, issue 17): the equipment ledger with its maintenance dates. */
export const EquipListPage = defineCrudScreen(
  { ...mfgEquip, source },
  {
    noun: '设备',
    columns: [
      { dataIndex: 'code', title: '设备编码', width: 130, hideAble: false, sorter: true },
      { dataIndex: 'name', title: '设备名称', width: 150, query: 'input' },
      {
        dataIndex: 'typeCode',
        title: '设备类型',
        width: 110,
        options: EQUIP_TYPES,
        filter: true,
        render: (_v, row) => optionOf(EQUIP_TYPES, row.typeCode)?.title ?? row.typeCode,
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
        render: (_v, row) => <OptionTag options={EQUIP_STATES} value={row.state} />,
      },
      {
        dataIndex: 'nextMaintainDate',
        title: '下次保养',
        width: 190,
        render: (_v, row) => <NextMaintainCell date={row.nextMaintainDate} today={today()} />,
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
      'remark',
    ],
    conditions: ['name', 'code', 'typeCode', 'state'],
    formWidth: 860,
    form: {
      code: {},
      name: {},
      typeCode: { options: EQUIP_TYPES },
      brand: { label: '品牌' },
      model: { label: '型号' },
      serialNo: {},
      // Workshops only (orgType 2).
      deptId: {
        label: '所属车间',
        kind: 'custom',
        render: (field) => <DeptTreeSelect {...field} orgType={2} />,
      },
      lineId: {
        label: '产线',
        kind: 'custom',
        render: (field) => <LineSelect {...field} />,
      },
      location: {},
      enableDate: { kind: 'date' },
      ownerId: {
        label: '负责人',
        kind: 'custom',
        render: (field) => <UserSelect {...field} />,
      },
      state: { options: EQUIP_STATES },
      lastMaintainDate: { label: '上次保养日期', kind: 'date' },
      maintainCycle: { placeholder: '不填为不按周期保养' },
      remark: { kind: 'textarea', wide: true },
    },
    // A new machine starts on standby.
    empty: { state: 'STANDBY' },
    // The machine, its maintenance dates, its maintenance records and its planned downtimes.
    detail: {
      width: 'large',
      columns: 2,
      items: (e) => [
        'code',
        'name',
        { label: '设备类型', value: optionOf(EQUIP_TYPES, e.typeCode)?.title ?? e.typeCode },
        { label: '品牌/型号', value: [e.brand, e.model].filter(Boolean).join(' / ') },
        'serialNo',
        'deptName',
        { label: '产线', value: e.lineCode ? `${e.lineCode} ${e.lineName ?? ''}` : null },
        'location',
        'enableDate',
        'ownerName',
        { label: '状态', value: <OptionTag options={EQUIP_STATES} value={e.state} /> },
        { label: '保养周期', value: e.maintainCycle ? `${e.maintainCycle} 天` : null },
        { label: '上次保养日期', value: e.lastMaintainDate },
        {
          label: '下次保养日期',
          value: <NextMaintainCell date={nextMaintainDate(e.lastMaintainDate, e.maintainCycle)} today={today()} />,
        },
        { label: '备注', value: e.remark, span: 2 },
        { label: '保养记录', value: <MaintenanceTable rows={e.maintenances} />, span: 2 },
        { label: '计划停机', value: <DowntimeTable rows={e.downtimes} />, span: 2 },
      ],
    },
    table: { selection: 'checkbox' },
  },
);
