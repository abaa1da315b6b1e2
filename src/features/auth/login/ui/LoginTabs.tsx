import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import type { LoginFlow } from '../model/use-login-flow';
import type { CaptchaGate } from './captcha/use-captcha-gate';
import { LoginForm } from './LoginForm';
import styles from './LoginPage.module.css';
import { Spinner } from '@/shared/ui/spinner';

const loadSmsLoginForm = () => import('./SmsLoginForm');
const SmsLoginForm = lazy(() => loadSmsLoginForm().then((m) => ({ default: m.SmsLoginForm })));

const TABS = [
  { key: 'account', label: '账号密码登录' },
  { key: 'sms', label: '短信登录' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

interface LoginTabsProps {
  flow: LoginFlow;
  captcha: CaptchaGate;
}

/**
 * 账号密码登录 and 短信登录. A plain tablist rather than antd Tabs, which would add about 20 KB gzipped to the
 * login route's first load (architecture.md §9). A tab once opened stays mounted, so switching back keeps what was typed.
 */
export function LoginTabs({ flow, captcha }: LoginTabsProps) {
  const [active, setActive] = useState<TabKey>('account');
  const [smsOpened, setSmsOpened] = useState(false);
  const open = (key: TabKey) => {
    setActive(key);
    if (key === 'sms') setSmsOpened(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    open(active === 'account' ? 'sms' : 'account');
  };

  return (
    <>
      <div role="tablist" aria-label="登录方式" className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`login-tab-${key}`}
            aria-selected={active === key}
            aria-controls={`login-panel-${key}`}
            tabIndex={active === key ? 0 : -1}
            className={styles.tab}
            onClick={() => open(key)}
            // Fetch the SMS form while the pointer is on its way to the tab.
            onPointerEnter={key === 'sms' ? () => void loadSmsLoginForm() : undefined}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="login-panel-account" aria-labelledby="login-tab-account" hidden={active !== 'account'}>
        <LoginForm flow={flow} captcha={captcha} />
      </div>
      {smsOpened && (
        <div role="tabpanel" id="login-panel-sms" aria-labelledby="login-tab-sms" hidden={active !== 'sms'}>
          <Suspense fallback={<Spinner className={styles.panelLoading} />}>
            <SmsLoginForm flow={flow} captcha={captcha} />
          </Suspense>
        </div>
      )}
    </>
  );
}
