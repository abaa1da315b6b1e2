import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { endSession, hasSession, isRegistration } from '@/entities/session';
import { BRAND, HOME_PATH } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/page-title';
import { safeRedirect } from '@/shared/lib/url';
import { LoginPanel } from './LoginPanel';
import styles from './LoginPage.module.css';

// 企业注册 is rare on this page: its form loads when the link is first clicked (the login route's budget, architecture.md §9).
const RegisterIdentifyModal = lazy(() =>
  import('./RegisterIdentifyModal').then((m) => ({ default: m.RegisterIdentifyModal })),
);

/** A registration token (product.md §2.1) opens only the /register area: back on the login page it is dropped. */
function signedInAtStart(): boolean {
  if (isRegistration()) endSession();
  return hasSession();
}

export function LoginPage() {
  usePageTitle('登录');
  const [params] = useSearchParams();
  // Read once: the token stored at the end of this page's own login must not skip the user-details check.
  const [signedIn] = useState(signedInAtStart);
  // undefined until 企业注册 is first clicked, so the modal's chunk is not loaded before.
  const [registerOpen, setRegisterOpen] = useState<boolean>();
  // A logged-in person has nothing to do here (product.md §2.1): on to the page they wanted, or home.
  if (signedIn) return <Navigate to={safeRedirect(params.get('redirect'), HOME_PATH)} replace />;
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            智
          </span>
          <h1 className={styles.title}>{BRAND}</h1>
        </div>
        <p className={styles.subtitle}>制造执行 · 供应链协同 · 新产品开发</p>
        <LoginPanel />
        <div className={styles.register}>
          还没有企业账号？
          <Button type="link" size="small" onClick={() => setRegisterOpen(true)}>
            企业注册
          </Button>
        </div>
      </section>
      {registerOpen !== undefined && (
        <Suspense fallback={null}>
          <RegisterIdentifyModal open={registerOpen} onClose={() => setRegisterOpen(false)} />
        </Suspense>
      )}
      <footer className={styles.footer}>
        © {new Date().getFullYear()} {BRAND}
      </footer>
    </main>
  );
}
