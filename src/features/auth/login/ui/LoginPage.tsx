import { Navigate } from 'react-router-dom';
import { hasSession } from '@/entities/session';
import { BRAND, HOME_PATH } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/page-title';
import { LoginForm } from './LoginForm';
import styles from './LoginPage.module.css';

export function LoginPage() {
  usePageTitle('登录');
  // A logged-in person has nothing to do here (§2.1).
  if (hasSession()) return <Navigate to={HOME_PATH} replace />;
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>{BRAND}</h1>
        <p className={styles.subtitle}>制造执行 · 供应链协同 · 新产品开发</p>
        <LoginForm />
      </section>
    </main>
  );
}
