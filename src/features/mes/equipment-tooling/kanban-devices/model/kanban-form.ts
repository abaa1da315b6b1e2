import * as z from 'zod/mini';
import { kanbanDeviceAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import { KANBAN_CONTENTS, type KanbanDevice } from './kanban-list';

/** 看板设备 add/edit form on the contract's KanbanDeviceForm. */
export const kanbanForm = defineForm(kanbanDeviceAddBodyFacts, {
  code: { label: '设备编码' },
  name: { label: '名称' },
  location: { label: '位置' },
  resolution: { label: '分辨率', placeholder: '如 1920x1080' },
  content: { label: '显示内容', options: KANBAN_CONTENTS },
  interval: { label: '轮播间隔（秒）' },
  // Picked in the line selector (the modal renders the field).
  lineIds: {
    label: '绑定产线',
    kind: 'custom',
    wide: true,
    rule: z.array(z.string()).check(z.minLength(1, '请选择绑定产线')),
  },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type KanbanFormValues = typeof kanbanForm.empty;
export type KanbanFormBody = z.output<typeof kanbanForm.schema>;

/** A new board shows its line and turns a page every 10 s. */
export const newKanbanValues: KanbanFormValues = { ...kanbanForm.empty, content: 'LINE', interval: 10 };

export function kanbanFormValues(k: KanbanDevice): KanbanFormValues {
  return {
    code: k.code,
    name: k.name,
    location: k.location ?? '',
    resolution: k.resolution ?? '',
    content: k.content,
    interval: k.interval,
    lineIds: [...k.lineIds],
    remark: k.remark ?? '',
  };
}
