import type { components } from './generated/bos/schema';

export type ResultRow = components['schemas']['ResultRow'];

/**
 * Why a call failed. `business`: the envelope said success false; `session`: a session-invalid code (product.md §8);
 * `unauthorized` / `forbidden` / `server`: HTTP 401 / 403 / 5xx; `network` / `timeout`: no answer;
 * `format`: an answer that is not the contract's; `empty-download`: a download without content.
 */
export type ApiErrorKind =
  | 'business'
  | 'session'
  | 'unauthorized'
  | 'forbidden'
  | 'server'
  | 'network'
  | 'timeout'
  | 'format'
  | 'empty-download';

interface ApiErrorInit {
  operationId: string;
  code?: number | undefined;
  status?: number | undefined;
  /** Processing-result rows, when the server set showResults. */
  rows?: ResultRow[] | undefined;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operationId: string;
  readonly code: number | undefined;
  readonly status: number | undefined;
  readonly rows: ResultRow[] | undefined;

  constructor(kind: ApiErrorKind, message: string, init: ApiErrorInit) {
    super(message);
    this.kind = kind;
    this.operationId = init.operationId;
    this.code = init.code;
    this.status = init.status;
    this.rows = init.rows;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A failure that may pass on its own: no answer, a time-out, a server error, an answer not in the contract's
 * shape. Not a definite answer about the session or the request (business, session, 401, 403).
 */
export function isTransientApiError(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server' || error.kind === 'format')
  );
}
