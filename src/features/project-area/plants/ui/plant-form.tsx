import { pmProjPlantAdd } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyPlant, plantForm, type PlantFormBody, type PlantFormValues } from '../model/plant-form';
import type { ProjPlant, ProjPlantQuery } from '../model/plant-list';

/** 添加工厂 (a plant is added or removed, never edited). */
export const PlantForm = defineRecordForm<ProjPlant, PlantFormValues, PlantFormBody, Partial<ProjPlantQuery>>({
  noun: '工厂',
  schema: plantForm.schema,
  fields: plantForm.fields(),
  empty: (scope) => emptyPlant(scope?.projId),
  add: (body, options) => pmProjPlantAdd({ body }, options),
});
