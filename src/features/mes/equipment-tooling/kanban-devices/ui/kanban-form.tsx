import { kanbanDeviceAdd, kanbanDeviceEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  kanbanForm,
  kanbanFormValues,
  newKanbanValues,
  type KanbanFormBody,
  type KanbanFormValues,
} from '../model/kanban-form';
import type { KanbanDevice } from '../model/kanban-list';
import { LinesPickField } from './LinesPickField';

/** 新增看板设备 / 编辑看板设备: the bound lines' names of the edited row are shown until the line list arrives. */
export const KanbanForm = defineRecordForm<KanbanDevice, KanbanFormValues, KanbanFormBody>({
  noun: '看板设备',
  width: 800,
  schema: kanbanForm.schema,
  fields: (device) =>
    kanbanForm.fields({
      lineIds: ({ value, onChange }) => (
        <LinesPickField
          id="lineIds"
          value={value}
          onChange={onChange}
          knownNames={device && new Map(device.lineIds.map((lineId, i) => [lineId, device.lineNames[i] ?? lineId]))}
        />
      ),
    }),
  empty: newKanbanValues,
  values: kanbanFormValues,
  add: (body, options) => kanbanDeviceAdd({ body }, options),
  edit: (body, device, options) => kanbanDeviceEdit({ body: { ...body, id: device.id } }, options),
});
