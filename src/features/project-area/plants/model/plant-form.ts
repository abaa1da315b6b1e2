import type * as z from 'zod/mini';
import { pmProjPlantAddBodyFacts } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import { PLANT_ROLES } from './plant-list';

/** 添加工厂 on the contract's PmProjPlantForm; the project comes from the tab (?id=), not from an input. */
export const plantForm = defineForm(pmProjPlantAddBodyFacts, {
  projId: { label: '项目', hidden: true },
  plantCode: { label: '工厂编码', placeholder: '如 SZ-01' },
  plantName: { label: '生产基地', placeholder: '如 苏州工厂' },
  plantRole: { label: '角色', options: PLANT_ROLES.map(({ value, title }) => ({ value, title })) },
  sopDate: { label: 'SOP 日期', kind: 'date', rule: requiredChoice('SOP 日期') },
  lineName: { label: '产线' },
  annualCapacity: { label: '年产能（台）' },
});

export type PlantFormValues = typeof plantForm.empty;
export type PlantFormBody = z.output<typeof plantForm.schema>;

export const emptyPlant = (projId: string | undefined): PlantFormValues => ({
  ...plantForm.empty,
  projId: projId ?? '',
  plantRole: 'MASS',
});
