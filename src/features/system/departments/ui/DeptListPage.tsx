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
    'status',
    'sort',
    'remark',
    'updateTime',
  ],
  conditions: ['name', 'code', 'orgType', 'status'],
  form: {
    // The parent tree leaves out the department itself and its children.
    pid: {
      label: '上级部门',
      kind: 'custom',
      render: (field, dept) => <DeptTreeSelect {...field} parentOf={{ selfId: dept?.id }} />,
    },
    // Chosen, not typed: '请选择组织类型' where the facts' number rule would say '请输入'.
    orgType: { options: ORG_TYPES, rule: z.literal([1, 2, 3], '请选择组织类型') },
    code: {},
    name: {},
    leaderName: {},
    phone: {},
    sort: {},
    remark: { kind: 'textarea', wide: true },
  },
  detail: {
    width: 'default',
    columns: 2,
    items: (dept, renderDict) => [
      'code',
      'name',
      'pname',
      { label: '组织类型', value: renderDict('org_type', dept.orgType) },
      'leaderName',
      'phone',
      'sort',
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
