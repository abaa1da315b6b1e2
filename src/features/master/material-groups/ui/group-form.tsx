import {
  emptyGroup,
  groupForm,
  groupFormValues,
  TOP_LEVEL_PID,
  type GroupFormBody,
  type GroupFormValues,
  type MaterialGroup,
  type MaterialGroupQuery,
} from '@/entities/material-group';
import { cdMaterialGroupCreate, cdMaterialGroupUpdate } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { GroupTreeSelect } from './GroupTreeSelect';

/** 新增物料组 / 编辑物料组: a new group starts under the one chosen in the tree. */
export const GroupForm = defineRecordForm<MaterialGroup, GroupFormValues, GroupFormBody, Partial<MaterialGroupQuery>>({
  noun: '物料组',
  schema: groupForm.schema,
  fields: (group) =>
    groupForm.fields({
      pid: ({ value, onChange, onBlur }) => (
        <GroupTreeSelect id="pid" selfId={group?.id} value={value} onChange={onChange} onBlur={onBlur} />
      ),
    }),
  empty: (scope) => emptyGroup(scope?.pid ?? TOP_LEVEL_PID),
  values: groupFormValues,
  add: (body, options) => cdMaterialGroupCreate({ body }, options),
  edit: (body, group, options) => cdMaterialGroupUpdate({ body: { ...body, id: group.id } }, options),
});
