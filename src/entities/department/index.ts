export { DeptTreeSelect } from './ui/LazyDeptTreeSelect';
export type { DeptTreeSelectProps } from './ui/DeptTreeSelect';
export { PositionTreeSelect } from './ui/PositionTreeSelect';
export { deptTreeQueryOptions, deptTreeFailure, type OrgType } from './api/dept-tree-query';
export { toDeptOptions, isDept, findDeptTitle, type DeptTreeNode, type DeptOption } from './lib/dept-tree';
export { DeptTreePanel } from './ui/DeptTreePanel';
export { DataScopeDialog, DATA_SCOPES, type DataScopeDialogProps, type DataScopeValue } from './ui/DataScopeDialog';
export { useDeptScope, type DeptScope } from './ui/use-dept-scope';
