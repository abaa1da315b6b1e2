import { accessToken } from '@/shared/lib/storage';
import { LOGIN_PATH, TOAST_SECONDS, UNAUTHORIZED_RELOAD_MS } from '@/shared/config';
import type { ApiError } from './api-error';
import { browser } from './browser';
import { API_MESSAGES } from './messages';
import { apiNotifier } from './notifier';

/** What a failed call shows (product.md §8). The one place the request layer decides that. */
export interface ReportContext {
  /** The operation's caller shows every failure itself (login steps, user details, captcha check). */
  silentErrors: boolean;
  /** This caller shows business failures itself (a form); session and HTTP failures are still handled. */
  quiet: boolean;
  download: boolean;
}

let reloginOpen = false;
let reloadScheduled = false;

export function reportApiError(error: ApiError, context: ReportContext): void {
  if (context.silentErrors) return;
  const notify = apiNotifier();
  switch (error.kind) {
    case 'session':
      if (reloginOpen) return;
      reloginOpen = true;
      notify.relogin(error.message, () => {
        reloginOpen = false;
        accessToken.clear();
        if (browser.pathname() !== LOGIN_PATH) browser.reload();
      });
      return;
    case 'unauthorized':
      if (reloadScheduled) return;
      reloadScheduled = true;
      accessToken.clear();
      notify.error(API_MESSAGES.unauthorized);
      browser.later(() => browser.reload(), UNAUTHORIZED_RELOAD_MS);
      return;
    case 'forbidden':
      notify.notice(API_MESSAGES.noticeTitle, error.message, TOAST_SECONDS);
      return;
    case 'empty-download':
      notify.warning(error.message);
      return;
    case 'business':
      if (context.quiet) return;
      if (error.rows && error.rows.length > 0) notify.results(error.message, error.rows);
      else notify.error(error.message);
      return;
    case 'server':
    case 'network':
    case 'timeout':
    case 'format':
      if (context.download) notify.error(API_MESSAGES.downloadFailed(error.message), TOAST_SECONDS);
      else notify.error(error.message, TOAST_SECONDS);
      return;
  }
}

/** Tests start each case with no modal open and no reload pending. */
export function resetErrorCatalogue(): void {
  reloginOpen = false;
  reloadScheduled = false;
}
