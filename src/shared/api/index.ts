/** The API segment's public face: runtime (client, errors, notifier, query client) and the generated operations. */
export { ApiError, isApiError, isTransientApiError, type ApiErrorKind, type ResultRow } from './api-error';
export { configureApi } from './config';
export { filenameFromContentDisposition } from './content-disposition';
export { setApiNotifier, type ApiNotifier } from './notifier';
export { API_MESSAGES } from './messages';
export { createQueryClient, operationKey } from './query';
export type { CallOptions, Download, ListSource, OperationManifestEntry, OperationMeta } from './operation';
export type { BodyFacts, FactsBody, FactsField, FactsOf, FieldFacts } from './facts';
export type { Resource } from './resource';
// The generated index is itself an explicit, codegen-maintained list of names (see scripts/codegen/render.ts).
export * from './generated';
