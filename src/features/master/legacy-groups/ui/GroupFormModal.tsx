import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  emptyGroup,
  groupFields,
  groupFormSchema,
  groupFormValues,
  TOP_LEVEL_PID,
  type GroupFormBody,
  type GroupFormValues,
  type MaterialGroup,
  legacyGroupTreeQuery,
} from '@/entities/material-group';
import { mdGroupAdd, mdGroupEdit, mdGroupTreeOperation } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { RecordFormModal } from '@/shared/ui/record-form';
import { ParentTreeSelect } from '@/shared/ui/tree-panel';
import { groupSource } from '../model/group-list';

/** 新增物料组 / 编辑物料组 (v1): the parent from the group tree, never the group itself or below it; the list and the tree refetch after. */
export function GroupFormModal({ group, pid, open, onClose }: { group?: MaterialGroup | undefined; pid: string; open: boolean; onClose: () => void }) {
  const refetch = useRefetchList(groupSource, mdGroupTreeOperation);
  const tree = useQuery(legacyGroupTreeQuery);
  const fields = useMemo(
    () =>
      groupFields({
        pid: ({ value, onChange, onBlur }) => (
          <ParentTreeSelect
            id="pid"
            nodes={tree.data ?? []}
            loading={tree.isPending}
            topId={TOP_LEVEL_PID}
            selfId={group?.id}
            placeholder="请选择上级物料组"
            value={value}
            onChange={onChange}
            onBlur={onBlur}
          />
        ),
      }),
    [tree.data, tree.isPending, group?.id],
  );
  return (
    <RecordFormModal<GroupFormValues, GroupFormBody>
      title={group ? '编辑物料组' : '新增物料组'}
      open={open}
      onClose={onClose}
      schema={groupFormSchema}
      defaultValues={group ? groupFormValues(group) : emptyGroup(pid)}
      fields={fields}
      onSubmit={(body) => (group ? mdGroupEdit({ body: { ...body, id: group.id } }, { quiet: true }) : mdGroupAdd({ body }, { quiet: true }))}
      onSaved={() => void refetch()}
    />
  );
}
