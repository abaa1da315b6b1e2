import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { DeptTreePanel, DeptTreeSelect, deptTreeQueryOptions, findDeptTitle } from '@/entities/department';
import {
  sysDept,
  sysDeptArchive,
  sysDeptRecover,
  sysDeptTreeByOrgTypeOperation,
  sysDeptTreeOperation,
} from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { TreeListLayout } from '@/shared/ui/tree-layout';

/** 组织类型 as in the org_type dictionary; numbers, as the contract sends them. */
const ORG_TYPES = [
  { title: '公司', value: 1 },
  { title: '生产部门', value: 2 },
  { title: '职能部门', value: 3 },
];

/**
 * The department list (org type and status through their dictionaries, common_status 2 = 已归档); the parent (the
 * tree shows it) and the org type give way on a narrow table.
 */
export const DeptList = defineCrudScreen(sysDept, {
  noun: '部门',
  columns: [
    { dataIndex: 'code', title: '部门编码', example: 'QA-IPQC', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '部门名称', example: '生产计划物控部', ellipsis: true, query: 'input' },
    { dataIndex: 'pname', title: '上级部门', example: '计划物控部', ellipsis: true, hide: 'narrow' },
    { dataIndex: 'orgType', title: '组织类型', dict: 'org_type', filter: true, hide: 'narrow' },
    { dataIndex: 'leaderName', title: '负责人', example: '欧阳明' },
    { dataIndex: 'phone', title: '联系电话', example: '0512-6288 1000' },
    { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
    { dataIndex: 'sort', title: '排序', sorter: true },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
    { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
  ],
  conditions: [
    { key: 'name', title: '部门名称', type: 'input' },
    { key: 'code', title: '部门编码', type: 'input' },
    { key: 'orgType', title: '组织类型', type: 'select', dict: 'org_type', multiple: true },
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ],
  form: {
    // The parent tree leaves out the department itself and its children.
    pid: {
      label: '上级部门',
      kind: 'custom',
      render: ({ value, onChange, onBlur, ref }, dept) => (
        <DeptTreeSelect
          id="pid"
          parentOf={{ selfId: dept?.id }}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          ref={ref}
          placeholder="请选择上级部门"
        />
      ),
    },
    // Chosen, not typed: '请选择组织类型' where the facts' number rule would say '请输入'.
    orgType: { label: '组织类型', options: ORG_TYPES, rule: z.literal([1, 2, 3], '请选择组织类型') },
    code: { label: '部门编码' },
    name: { label: '部门名称' },
    leaderName: { label: '负责人' },
    phone: { label: '联系电话' },
    sort: { label: '排序' },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  detail: {
    width: 'default',
    columns: 2,
    items: (dept, renderDict) => [
      { label: '部门编码', value: dept.code },
      { label: '部门名称', value: dept.name },
      { label: '上级部门', value: dept.pname },
      { label: '组织类型', value: renderDict('org_type', dept.orgType) },
      { label: '负责人', value: dept.leaderName },
      { label: '联系电话', value: dept.phone },
      { label: '排序', value: dept.sort },
      { label: '状态', value: renderDict('common_status', dept.status) },
      { label: '备注', value: dept.remark, span: 2 },
    ],
  },
  rowActions: [
    'detail',
    // An archived department is read-only until recovered.
    { kind: 'edit', when: { field: 'status', op: 'in', value: [0, 1] } },
  ],
  status: { ...sysDept.status, archive: sysDeptArchive, recover: sysDeptRecover },
  // A save changes the trees too (the aside, the parent select, the line selector's workshops).
  alsoRefetch: [sysDeptTreeOperation, sysDeptTreeByOrgTypeOperation],
  table: { selection: 'checkbox' },
});

/** 部门: the organisation tree and the department list it narrows. */
export function DeptListPage() {
  const [parentId, setParentId] = useState<string>();
  // The same cached tree as the panel's: it names the chosen node in the tag that clears it.
  const tree = useQuery(deptTreeQueryOptions());
  const parentTitle = parentId ? (findDeptTitle(tree.data ?? [], parentId) ?? parentId) : undefined;
  const extendedParams = useMemo(() => (parentId ? { pid: parentId } : undefined), [parentId]);
  return (
    <TreeListLayout aside={<DeptTreePanel selectedId={parentId} onSelect={setParentId} />}>
      <DeptList
        extendedParams={extendedParams}
        scope={
          parentTitle && (
            <Tag closable color="processing" onClose={() => setParentId(undefined)}>
              上级部门：{parentTitle}
            </Tag>
          )
        }
      />
    </TreeListLayout>
  );
}
