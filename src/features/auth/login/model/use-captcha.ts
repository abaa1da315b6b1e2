import { use, useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { captchaCheck } from '@/shared/api';
import { UserMessageError, userMessageOf } from '@/shared/lib/errors';
import { aesEcbEncrypt } from '../lib/aes-ecb';
import type { Point } from '../lib/captcha-geometry';
import { loadCaptchaPicture, type CaptchaPicture } from './captcha-picture';

export type CaptchaStatus =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'checking' }
  | { kind: 'passed' }
  | { kind: 'failed'; message: string }
  | { kind: 'unavailable'; message: string };
type CheckOutcome = { kind: 'idle' } | Extract<CaptchaStatus, { kind: 'checking' | 'passed' | 'failed' }>;

/** How long '验证通过' / the failure stays before moving on (ms). */
const PASSED_PAUSE_MS = 500;
const FAILED_PAUSE_MS = 1000;

/**
 * One behaviour-captcha dialog (/bos/captcha/get, /bos/captcha/check): the picture, the encrypted answer, and on
 * failure the reason and a fresh picture. A new picture loads in a transition, so the old one stays until it is there.
 */
export function useCaptcha(firstPicture: Promise<CaptchaPicture>, onPass: (captchaVerification: string) => void) {
  const [request, setRequest] = useState(firstPicture);
  const { captcha, failure } = use(request);
  const [refreshing, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<CheckOutcome>({ kind: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const refresh = useCallback(() => {
    window.clearTimeout(timer.current);
    startTransition(() => {
      setOutcome({ kind: 'idle' });
      setRequest(loadCaptchaPicture());
    });
  }, []);

  const check = useCallback(
    async (points: Point | Point[]) => {
      if (!captcha) return;
      setOutcome({ kind: 'checking' });
      try {
        const pointJson = aesEcbEncrypt(JSON.stringify(points), captcha.secretKey);
        const result = await captchaCheck({
          body: { captchaType: captcha.captchaType, token: captcha.token, pointJson },
        });
        if (!result.result) throw new UserMessageError('验证失败，请重新验证');
        setOutcome({ kind: 'passed' });
        timer.current = window.setTimeout(() => onPass(result.captchaVerification), PASSED_PAUSE_MS);
      } catch (error) {
        setOutcome({ kind: 'failed', message: userMessageOf(error, '验证失败，请重新验证') });
        timer.current = window.setTimeout(refresh, FAILED_PAUSE_MS);
      }
    },
    [captcha, onPass, refresh],
  );

  const status = ((): CaptchaStatus => {
    if (refreshing) return { kind: 'loading' };
    if (outcome.kind !== 'idle') return outcome;
    if (failure !== undefined) return { kind: 'unavailable', message: failure };
    return { kind: 'ready' };
  })();

  return { captcha, status, refresh, check };
}
