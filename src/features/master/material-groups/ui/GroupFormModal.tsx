import { useMemo } from 'react';
import { emptyGroup, groupFields, groupFormSchema, groupFormValues, type GroupFormBody, type GroupFormValues, type MaterialGroup } from '@/entities/material-group';
import { cdMaterialGroupCreate, cdMaterialGroupTreeOperation, cdMaterialGroupUpdate } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { RecordFormModal } from '@/shared/ui/record-form';
import { GroupTreeSelect } from './GroupTreeSelect';
import { groupSource } from '../model/group-list';

/** 新增物料组 / 编辑物料组: saved quietly so the server's message lands on the form; the list and the tree refetch after. */
export function GroupFormModal({ group, pid, open, onClose }: { group?: MaterialGroup | undefined; pid: string; open: boolean; onClose: () => void }) {
  const refetch = useRefetchList(groupSource, cdMaterialGroupTreeOperation);
  const fields = useMemo(
    () =>
      groupFields({
        pid: ({ value, onChange, onBlur }) => (
          <GroupTreeSelect id="pid" selfId={group?.id} value={value} onChange={onChange} onBlur={onBlur} />
        ),
      }),
    [group?.id],
  );
  return (
    <RecordFormModal<GroupFormValues, GroupFormBody>
      title={group ? '编辑物料组' : '新增物料组'}
      open={open}
      onClose={onClose}
      schema={groupFormSchema}
      defaultValues={group ? groupFormValues(group) : emptyGroup(pid)}
      fields={fields}
      onSubmit={(body) => (group ? cdMaterialGroupUpdate({ body: { ...body, id: group.id } }, { quiet: true }) : cdMaterialGroupCreate({ body }, { quiet: true }))}
      onSaved={() => void refetch()}
    />
  );
}
