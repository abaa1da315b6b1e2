import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { hasSession } from '@/entities/session';
import { BRAND, HOME_PATH } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/page-title';
import { safeRedirect } from '@/shared/lib/url';
import { LoginPanel } from './LoginPanel';
import styles from './LoginPage.module.css';

export function LoginPage() {
  usePageTitle('登录');
  const [params] = useSearchParams();
  // Read once: the token stored at the end of this page's own login must not skip the user-details check.
  const [signedIn] = useState(hasSession);
  // A logged-in person has nothing to do here (§2.1): on to the page they wanted, or home.
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
      </section>
      <footer className={styles.footer}>© {new Date().getFullYear()} {BRAND}</footer>
    </main>
  );
}
