export { DeptTreeSelect, type DeptTreeSelectProps } from './ui/DeptTreeSelect';
export { PositionTreeSelect } from './ui/PositionTreeSelect';
export { deptTreeQueryOptions, deptTreeFailure, type OrgType } from './api/dept-tree-query';
export { toDeptOptions, isDept, type DeptTreeNode, type DeptOption } from './lib/dept-tree';
