import type { scmSchemas } from '@/shared/api';

type Schemas = scmSchemas['schemas'];

/** 规则与预警's contract types (openapi/scm/storage-rule.yaml; docs/design/scm-storage-2.md → 规则与预警). */
export type StPullTrigger = Schemas['StPullTrigger'];
export type StPullQtyMode = Schemas['StPullQtyMode'];
export type StPullSuggestion = Schemas['StPullSuggestion'];
export type StWarningState = Schemas['StWarningState'];
export type StWarningAction = Schemas['StWarningAction'];
export type StIbwBound = Schemas['StIbwBound'];
export type StEdwScope = Schemas['StEdwScope'];
