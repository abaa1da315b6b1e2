import type * as z from 'zod/mini';
import { mfgRoutingAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { MfgRouting } from './routing-list';

/** 工艺路线 header (add/edit) on the contract's MfgRoutingForm; its steps are edited in the routing editor. */
export const routingForm = defineForm(mfgRoutingAddBodyFacts, {
  code: { label: '工艺路线编码', placeholder: '如 RT-SD750-B' },
  name: { label: '工艺路线名称' },
  version: { label: '版本', placeholder: '如 V1.0' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type RoutingFormValues = typeof routingForm.empty;
export type RoutingFormBody = z.output<typeof routingForm.schema>;

export const emptyRouting: RoutingFormValues = { ...routingForm.empty, version: 'V1.0' };

export const routingFormValues = (r: MfgRouting): RoutingFormValues => ({
  code: r.code,
  name: r.name,
  version: r.version,
  remark: r.remark ?? '',
});

/** 复制: the copy's own code, name and version (a new version of the same routing keeps the code). */
export const routingCopyForm = defineForm(mfgRoutingAddBodyFacts, {
  code: { label: '新编码' },
  name: { label: '新名称' },
  version: { label: '新版本' },
  remark: { label: '备注', hidden: true },
});
