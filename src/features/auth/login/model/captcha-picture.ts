import { captchaGet, type CaptchaGetData } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';

export type Captcha = CaptchaGetData;
/** A captcha picture, or why there is none: never a rejected promise, so the dialog can `use()` it. */
export type CaptchaPicture = { captcha: Captcha; failure?: undefined } | { captcha?: undefined; failure: string };

/** Identifies this browser to the captcha service's rate limit (AJ-Captcha's clientUid). */
const CLIENT_UID = `captcha-${Math.random().toString(36).slice(2, 14)}`;
/** We ask for the slider; the server may answer with another type, and the one it sends is shown. */
const PREFERRED_TYPE = 'blockPuzzle';

/** Asks /bos/captcha/get for a fresh picture (each answers once). */
export function loadCaptchaPicture(): Promise<CaptchaPicture> {
  return captchaGet(
    { body: { captchaType: PREFERRED_TYPE, clientUid: CLIENT_UID, ts: Date.now() } },
    { quiet: true },
  ).then(
    (captcha) => ({ captcha }),
    (error: unknown) => ({ failure: userMessageOf(error, '验证码加载失败，请重试') }),
  );
}
