import { Button, Result, Steps } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { VerifyResetCodeData } from '@/shared/api';
import { BRAND, LOGIN_PATH } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/page-title';
import styles from '../LoginPage.module.css';
import { ForgetIdentifyStep } from './ForgetIdentifyStep';
import { ForgetNewPasswordStep } from './ForgetNewPasswordStep';

type Stage =
  { at: 'identify' } | { at: 'password'; ticket: VerifyResetCodeData; loginSessionId: string } | { at: 'done' };

const STEP_ITEMS = [{ title: '验证身份' }, { title: '设置新密码' }, { title: '完成' }];
const STEP_INDEX = { identify: 0, password: 1, done: 2 } as const;

/**
 * 忘记密码 (/forget, product.md §2.5), in the login area's card: verify the account through its bound mobile or e-mail, set a new
 * password, back to /login. Works without a session; the first step stays mounted so going back keeps what was typed.
 */
export function ForgetPasswordPage() {
  usePageTitle('找回密码');
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ at: 'identify' });

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="forget-title">
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            智
          </span>
          <h1 className={styles.title} id="forget-title">
            找回密码
          </h1>
        </div>
        <p className={styles.subtitle}>{BRAND}</p>
        <Steps size="small" current={STEP_INDEX[stage.at]} items={STEP_ITEMS} className={styles.steps} />
        <div hidden={stage.at !== 'identify'}>
          <ForgetIdentifyStep
            onVerified={(ticket, loginSessionId) => setStage({ at: 'password', ticket, loginSessionId })}
          />
        </div>
        {stage.at === 'password' && (
          <ForgetNewPasswordStep
            ticket={stage.ticket}
            loginSessionId={stage.loginSessionId}
            onDone={() => setStage({ at: 'done' })}
            onRestart={() => setStage({ at: 'identify' })}
          />
        )}
        {stage.at === 'done' && (
          <Result
            status="success"
            title="密码已重置"
            subTitle="该账号在其他设备上的登录已失效，请使用新密码登录"
            extra={
              <Button type="primary" size="large" onClick={() => void navigate(LOGIN_PATH, { replace: true })}>
                返回登录
              </Button>
            }
          />
        )}
        {stage.at !== 'done' && (
          <div className={styles.register}>
            想起密码了？<Link to={LOGIN_PATH}>返回登录</Link>
          </div>
        )}
      </section>
      <footer className={styles.footer}>
        © {new Date().getFullYear()} {BRAND}
      </footer>
    </main>
  );
}
