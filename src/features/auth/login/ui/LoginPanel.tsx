import { lazy, Suspense, useEffect } from 'react';
import { useLoginFlow } from '../model/use-login-flow';
import { preloadCaptcha, useCaptchaGate } from './captcha/use-captcha-gate';
import { LoginTabs } from './LoginTabs';
import styles from './LoginPage.module.css';
import { Notice } from '@/shared/ui/notice';
import { Spinner } from '@/shared/ui/spinner';

// The steps after the password are rare: they load only when the server asks for one.
const LoginStepPanel = lazy(() => import('./steps/LoginStepPanel').then((m) => ({ default: m.LoginStepPanel })));

/** The credentials tabs, or the step the server asked for; the tabs stay mounted so what was typed survives. */
export function LoginPanel() {
  const flow = useLoginFlow();
  const captcha = useCaptchaGate();
  const { state, openSession } = flow;

  useEffect(() => {
    // A failure here is shown when the person submits, which asks again.
    openSession()
      .then((session) => session.captchaEnabled && preloadCaptcha())
      .catch(() => undefined);
  }, [openSession]);

  return (
    <>
      <div hidden={state.step !== 'credentials'}>
        {state.step === 'credentials' && state.notice && (
          <Notice className={styles.notice} type="warning">
            {state.notice}
          </Notice>
        )}
        <LoginTabs flow={flow} captcha={captcha} />
      </div>
      {state.step !== 'credentials' && (
        <Suspense fallback={<Spinner className={styles.panelLoading} />}>
          <LoginStepPanel flow={flow} state={state} />
        </Suspense>
      )}
      {captcha.holder}
    </>
  );
}
