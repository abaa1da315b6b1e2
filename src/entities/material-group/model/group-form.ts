import type * as z from 'zod/mini';
import { cdMaterialGroupCreateBodyFacts, type FactsBody, type MdGroupAddVariables } from '@/shared/api';
import type { Exact } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import type { MaterialGroup } from './group-record';

type Facts = typeof cdMaterialGroupCreateBodyFacts;
// The v2 and the v1 add calls take the one MaterialGroupForm: a field more or less in either breaks this.
const facts: Exact<FactsBody<Facts>, MdGroupAddVariables['body']> extends true ? Facts : never =
  cdMaterialGroupCreateBodyFacts;

/** 物料组 add/edit form on the contract's MaterialGroupForm (v2 and v1 alike): rules and input limits come from its facts. */
export const groupForm = defineForm(facts, {
  // The group tree (each screen renders its own picker).
  pid: { label: '上级物料组', kind: 'custom' },
  code: { label: '物料组编码' },
  name: { label: '物料组名称' },
  sort: { label: '排序' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type GroupFormValues = typeof groupForm.empty;
export type GroupFormBody = z.output<typeof groupForm.schema>;

/** A new group goes under the group chosen in the tree. */
export const emptyGroup = (pid: string): GroupFormValues => ({ ...groupForm.empty, pid });

export function groupFormValues(group: MaterialGroup): GroupFormValues {
  return { pid: group.pid, code: group.code, name: group.name, sort: group.sort ?? null, remark: group.remark ?? '' };
}
