import type { scmSchemas } from '@/shared/api';

type Schemas = scmSchemas['schemas'];

/** A stock row (物料 × 批次 × 库位 × 质量状态) and a ledger row, as the contract's core says (openapi/scm/storage.yaml). */
export type StStock = Schemas['StStock'];
export type StLedgerRow = Schemas['StLedgerRow'];
export type StTxnType = Schemas['StTxnType'];
export type StQualityState = Schemas['PoQualityState'];
export type StExpiryState = Schemas['StExpiryState'];
export type StDocState = Schemas['StDocState'];
export type StApprovalState = Schemas['StApprovalState'];
/** What every storage document's row holds: its number, state and reversal. */
export type StDocHead = Schemas['StDocHead'];
export type StLocation = Schemas['StLocation'];
/** One material's batch suggestion: its rule and the candidates in order with their suggested quantities. */
export type StIssueSuggestion = Schemas['StIssueSuggestion'];
export type StSuggestRule = StIssueSuggestion['rule'];
