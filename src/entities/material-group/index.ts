export {
  groupColumns,
  groupConditions,
  TOP_LEVEL_PID,
  type MaterialGroup,
  type MaterialGroupQuery,
} from './model/group-record';
export { emptyGroup, groupForm, groupFormValues, type GroupFormBody, type GroupFormValues } from './model/group-form';
export { legacyGroupTreeQuery } from './api/legacy-group-tree';
export { GroupTreeTable, type GroupTreeTableProps } from './ui/GroupTreeTable';
