import { useQuery } from '@tanstack/react-query';
import {
  emptyGroup,
  groupForm,
  groupFormValues,
  legacyGroupTreeQuery,
  TOP_LEVEL_PID,
  type GroupFormBody,
  type GroupFormValues,
  type MaterialGroup,
  type MaterialGroupQuery,
} from '@/entities/material-group';
import { mdGroupAdd, mdGroupEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { ParentTreeSelect } from '@/shared/ui/tree-panel';

interface ParentSelectProps {
  selfId: string | undefined;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The parent from the v1 group tree, never the group itself or below it. */
function LegacyParentSelect({ selfId, value, onChange, onBlur }: ParentSelectProps) {
  const tree = useQuery(legacyGroupTreeQuery);
  return (
    <ParentTreeSelect
      id="pid"
      nodes={tree.data ?? []}
      loading={tree.isPending}
      topId={TOP_LEVEL_PID}
      selfId={selfId}
      placeholder="请选择上级物料组"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}

/** 新增物料组 / 编辑物料组 (v1): a new group starts under the one chosen in the tree. */
export const GroupForm = defineRecordForm<MaterialGroup, GroupFormValues, GroupFormBody, Partial<MaterialGroupQuery>>({
  noun: '物料组',
  schema: groupForm.schema,
  fields: (group) =>
    groupForm.fields({
      pid: ({ value, onChange, onBlur }) => (
        <LegacyParentSelect selfId={group?.id} value={value} onChange={onChange} onBlur={onBlur} />
      ),
    }),
  empty: (scope) => emptyGroup(scope?.pid ?? TOP_LEVEL_PID),
  values: groupFormValues,
  add: (body, options) => mdGroupAdd({ body }, options),
  edit: (body, group, options) => mdGroupEdit({ body: { ...body, id: group.id } }, options),
});
