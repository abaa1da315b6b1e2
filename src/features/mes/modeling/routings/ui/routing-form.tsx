import { mfgRoutingAdd, mfgRoutingEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  emptyRouting,
  routingForm,
  routingFormValues,
  type RoutingFormBody,
  type RoutingFormValues,
} from '../model/routing-form';
import type { MfgRouting } from '../model/routing-list';

/** 新增工艺路线 (a draft) / 编辑工艺路线 (the header of a draft). */
export const RoutingForm = defineRecordForm<MfgRouting, RoutingFormValues, RoutingFormBody>({
  noun: '工艺路线',
  schema: routingForm.schema,
  fields: routingForm.fields(),
  empty: emptyRouting,
  values: routingFormValues,
  add: (body, options) => mfgRoutingAdd({ body }, options),
  edit: (body, routing, options) => mfgRoutingEdit({ body: { ...body, id: routing.id } }, options),
});
