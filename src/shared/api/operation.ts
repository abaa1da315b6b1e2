import type { DefaultError, QueryKey, UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';
import { REQUEST_TIMEOUT_MS, SESSION_INVALID_CODES } from '@/shared/config';
import { ApiError, type ResultRow } from './api-error';
import { apiConfig } from './config';
import { filenameFromContentDisposition } from './content-disposition';
import { reportApiError } from './error-catalogue';
import { API_MESSAGES } from './messages';

export { toFormData } from './form-data';
export type { BodyFacts, FactsBody, FactsField, FactsOf, FieldFacts } from './facts';

/** What the generated code knows of an operation (from the manifest). */
export interface OperationMeta {
  family: string;
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  request: 'json' | 'multipart' | 'none';
  response: 'json' | 'blob';
  silentErrors: boolean;
}

export interface OperationManifestEntry extends OperationMeta {
  bodyRequired: boolean;
  query: 'none' | 'optional' | 'required';
  /** read: query hooks (and a table source for pages and lists); write: a mutation hook. */
  kind: 'read' | 'write';
}

/** A list read as a table source (generated `xxxSource`): its query key, its call, and the operation to refetch. */
export interface ListSource<Query, Data> {
  operation: OperationMeta;
  /** A page (rows + totals) takes pageNo/pageSize; a plain list takes neither (its closed body refuses them). */
  paged: boolean;
  key: (query: Query) => readonly unknown[];
  fetch: (query: Query, options?: CallOptions) => Promise<Data>;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** The caller shows business failures itself (a form shows the server message on the form). */
  quiet?: boolean | undefined;
}

/** The `data` of the success branch of an envelope union (`undefined` for calls that return none). */
export type SuccessData<T> = Extract<T, { success: true }> extends { data: infer D } ? D : undefined;

export interface Download {
  blob: Blob;
  filename: string;
}

/** Hook options; errors are ApiErrors from the request layer (narrow with isApiError) or a caller's abort. */
export type QueryHookOptions<TData, TKey extends QueryKey = QueryKey> = Omit<
  UseQueryOptions<TData, DefaultError, TData, TKey>,
  'queryKey' | 'queryFn'
>;
export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, DefaultError, TVariables>,
  'mutationKey' | 'mutationFn'
>;

interface SendInit {
  signal: AbortSignal;
  baseUrl: string;
}
interface Sent<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

type Envelope = { success: boolean; message?: unknown; code?: unknown; data?: unknown; showResults?: unknown };

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
}

function envelopeError(body: Envelope, operationId: string): ApiError {
  const code = typeof body.code === 'number' ? body.code : undefined;
  const message = typeof body.message === 'string' && body.message ? body.message : API_MESSAGES.format;
  if (code !== undefined && SESSION_INVALID_CODES.has(code))
    return new ApiError('session', message, { operationId, code });
  const rows = body.showResults === true && Array.isArray(body.data) ? (body.data as ResultRow[]) : undefined;
  return new ApiError('business', message, { operationId, code, rows });
}

function httpError(response: Response, body: unknown, operationId: string): ApiError {
  const status = response.status;
  const serverMessage = isEnvelope(body) && typeof body.message === 'string' && body.message ? body.message : undefined;
  if (isEnvelope(body) && typeof body.code === 'number' && SESSION_INVALID_CODES.has(body.code)) {
    return new ApiError('session', serverMessage ?? API_MESSAGES.unauthorized, {
      operationId,
      status,
      code: body.code,
    });
  }
  if (status === 401)
    return new ApiError('unauthorized', serverMessage ?? API_MESSAGES.unauthorized, { operationId, status });
  if (status === 403)
    return new ApiError('forbidden', serverMessage ?? API_MESSAGES.forbidden, { operationId, status });
  // A proxy or gateway that cannot reach the backend answers 502/503/504 (vite's proxy: 502).
  if (status >= 502 && status <= 504) return new ApiError('network', API_MESSAGES.network, { operationId, status });
  // Anything else came from the backend, even without a body of ours: say that it failed, and how.
  const fallback = status >= 500 ? API_MESSAGES.serverFailed(status) : API_MESSAGES.requestFailed(status);
  return new ApiError('server', serverMessage ?? fallback, { operationId, status });
}

/** Turns what fetch threw into an ApiError; a caller's own abort is passed through untouched. */
function thrownError(error: unknown, operationId: string, callerSignal: AbortSignal | undefined): unknown {
  if (error instanceof ApiError) return error;
  if (callerSignal?.aborted) return error;
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiError('timeout', API_MESSAGES.timeout, { operationId });
  }
  if (error instanceof SyntaxError) return new ApiError('format', API_MESSAGES.format, { operationId });
  return new ApiError('network', API_MESSAGES.network, { operationId });
}

async function send<T, R>(
  op: OperationMeta,
  options: CallOptions | undefined,
  request: (init: SendInit) => Promise<Sent<T>>,
  handle: (sent: Sent<T>) => Promise<R>,
): Promise<R> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options?.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await handle(await request({ signal, baseUrl: apiConfig.baseUrl }));
  } catch (error) {
    const mapped = thrownError(error, op.operationId, options?.signal);
    if (mapped instanceof ApiError) {
      reportApiError(mapped, {
        silentErrors: op.silentErrors,
        quiet: options?.quiet === true,
        download: op.response === 'blob',
      });
    }
    throw mapped;
  }
}

/** Sends a JSON-envelope operation and returns its data, or throws (and reports) an ApiError. */
export async function runJson<T>(
  op: OperationMeta,
  options: CallOptions | undefined,
  request: (init: SendInit) => Promise<Sent<T>>,
): Promise<SuccessData<T>> {
  const data = await send(op, options, request, async ({ data: body, error, response }) => {
    if (!response.ok) throw httpError(response, error, op.operationId);
    if (!isEnvelope(body)) throw new ApiError('format', API_MESSAGES.format, { operationId: op.operationId });
    if (!body.success) throw envelopeError(body, op.operationId);
    return body.data;
  });
  // The envelope was checked above: success true carries the operation's data type.
  return data as SuccessData<T>;
}

/** Sends a download operation and returns the file with its server-given name. */
export async function runDownload(
  op: OperationMeta,
  options: CallOptions | undefined,
  request: (init: SendInit) => Promise<Sent<Blob>>,
): Promise<Download> {
  return send(op, options, request, async ({ data: blob, error, response }): Promise<Download> => {
    if (!response.ok) throw httpError(response, error, op.operationId);
    if (response.headers.get('Content-Type')?.includes('application/json')) {
      // The server answered a download with an envelope: it explains why there is no file.
      const body: unknown = JSON.parse((await blob?.text()) ?? '');
      if (isEnvelope(body) && !body.success) throw envelopeError(body, op.operationId);
      throw new ApiError('format', API_MESSAGES.format, { operationId: op.operationId });
    }
    if (!blob || blob.size === 0) {
      throw new ApiError('empty-download', API_MESSAGES.emptyDownload, { operationId: op.operationId });
    }
    const filename = filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? op.operationId;
    return { blob, filename };
  });
}
