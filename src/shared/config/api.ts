/** Request constants of product.md §7 and §9, and the error codes of product.md §8. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** 403 notifications and 500 toasts stay this long (seconds, as antd counts them). */
export const TOAST_SECONDS = 5;
/** HTTP 401: log out, then reload after this delay. */
export const UNAUTHORIZED_RELOAD_MS = 1_500;
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** These codes mean the session is gone: one 重新登录 modal however many calls fail at once. */
export const SESSION_INVALID_CODES: ReadonlySet<number> = new Set([
  10110014, 10110015, 10110018, 10110019, 10110070, 10110023, 10110025,
]);
/** These codes show the server message as an error toast. */
export const TOAST_CODES: ReadonlySet<number> = new Set([1013002, 1016002, 1015002]);
