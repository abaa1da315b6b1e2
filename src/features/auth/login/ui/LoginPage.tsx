import { Card, Typography } from 'antd';
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
      <Card className={styles.card}>
        <Typography.Title level={3} className={styles.title}>
          {BRAND}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.subtitle}>
          制造执行 · 供应链协同 · 新产品开发
        </Typography.Paragraph>
        <LoginForm />
      </Card>
    </main>
  );
}
