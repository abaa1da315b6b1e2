import type { QmTraceQueryData, QmTraceQueryVariables } from '@/shared/api';

export type Trace = QmTraceQueryData;
export type TraceNode = Trace['nodes'][number];
export type TraceEdge = Trace['edges'][number];
export type TraceRow = Trace['rows'][number];
export type LedgerRow = Trace['ledger'][number];
export type TraceBody = QmTraceQueryVariables['body'];
export type TraceDirection = TraceBody['direction'];
