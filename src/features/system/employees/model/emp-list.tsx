import { Tag } from 'antd';
import { sysEmpExport, sysEmpPageSource, type SysEmpPageData, type SysEmpPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';
import { TagList } from '@/shared/ui/tag-list';

export type SysEmp = SysEmpPageData['rows'][number];
export type SysEmpQuery = SysEmpPageVariables['body'];

export const SEXES = [
  { title: '男', value: 1 },
  { title: '女', value: 2 },
  { title: '未知', value: 0 },
];
export const sexTitle = (sex: number) => SEXES.find((s) => s.value === sex)?.title ?? '未知';

const JOB_STATUSES = [
  { title: '在职', value: '0' },
  { title: '离职', value: '1' },
];

/** 在职 / 离职 (with the leave date). */
export const jobStatusTag = (emp: Pick<SysEmp, 'jobStatus' | 'leaveDate'>) =>
  emp.jobStatus === 0 ? <Tag color="success">在职</Tag> : <Tag>离职{emp.leaveDate ? ` ${emp.leaveDate}` : ''}</Tag>;

/** A department + position pair as one label: the same position name exists in several departments (班组长). */
export const positionLabel = (pos: { deptName: string; posName: string }) => `${pos.deptName} / ${pos.posName}`;

export const empColumns: ColumnConfig<SysEmp>[] = [
  { dataIndex: 'jobNum', title: '工号', width: 120, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '姓名', example: '孙晓燕', query: 'input' },
  { dataIndex: 'sex', title: '性别', example: '女', render: (_v, emp) => sexTitle(emp.sex) },
  { dataIndex: 'deptName', title: '部门', example: '来料检验组' },
  { dataIndex: 'mainPosName', title: '主岗位', example: '数控操作工' },
  {
    dataIndex: 'extPositions',
    title: '附属岗位',
    width: 200,
    hide: 'narrow',
    render: (_v, emp) => (
      <TagList items={emp.extPositions.map((pos) => ({ key: pos.posId, label: positionLabel(pos) }))} max={1} />
    ),
  },
  {
    dataIndex: 'userAccount',
    title: '关联账号',
    example: 'wangqiang',
    render: (_v, emp) => (emp.userAccount ? `${emp.userName ?? ''}（${emp.userAccount}）` : '—'),
    hide: 'narrow',
  },
  { dataIndex: 'phone', title: '手机号', example: '13812345678' },
  { dataIndex: 'entryDate', title: '入职日期', example: '2026-01-01', sorter: true },
  { dataIndex: 'jobStatus', title: '在职状态', render: (_v, emp) => jobStatusTag(emp) },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];

export const empConditions: SearchCondition<keyof SysEmpQuery & string>[] = [
  { key: 'name', title: '姓名', type: 'input' },
  { key: 'jobNum', title: '工号', type: 'input' },
  { key: 'phone', title: '手机号', type: 'input' },
  { key: 'jobStatus', title: '在职状态', type: 'select', options: JOB_STATUSES, multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const empSource = sysEmpPageSource;

/** The selected employees' ids, otherwise the current conditions and the department chosen in the tree (§5). */
export const exportEmps: ExportFile<SysEmpQuery> = (request) => sysEmpExport({ body: request });
