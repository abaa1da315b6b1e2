import { lazy, Suspense, useCallback, useState } from 'react';
import { loadCaptchaPicture, type CaptchaPicture } from '../../model/captcha-picture';

const loadCaptchaModal = () => import('./CaptchaModal');
/** Fetches the dialog's chunk ahead, once the login session says the captcha will be needed. */
export const preloadCaptcha = (): void => void loadCaptchaModal();
const CaptchaModal = lazy(() => loadCaptchaModal().then((m) => ({ default: m.CaptchaModal })));

/** What a request that may need the captcha gets: the proof to send along, or null when the person gave up. */
export type CaptchaProof = { captchaVerification?: string } | null;

/** Puts the behaviour captcha (its own chunk) in front of a request when the login session asks for it. */
export function useCaptchaGate() {
  const [pending, setPending] = useState<{ picture: Promise<CaptchaPicture>; settle: (proof: CaptchaProof) => void }>();

  const prove = useCallback(
    (required: boolean): Promise<CaptchaProof> =>
      required
        ? new Promise((resolve) => setPending({ picture: loadCaptchaPicture(), settle: resolve }))
        : Promise.resolve({}),
    [],
  );

  const settle = (proof: CaptchaProof) => {
    pending?.settle(proof);
    setPending(undefined);
  };

  const holder = pending ? (
    <Suspense fallback={null}>
      <CaptchaModal
        firstPicture={pending.picture}
        onPass={(captchaVerification) => settle({ captchaVerification })}
        onCancel={() => settle(null)}
      />
    </Suspense>
  ) : null;

  return { prove, holder };
}

export type CaptchaGate = ReturnType<typeof useCaptchaGate>;
