import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { loadDictionary } from '@/entities/dictionary';
import { endSession, hasSession } from '@/entities/session';
import { BRAND, LOGIN_PATH } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/page-title';
import styles from './RegisterArea.module.css';

export const REGISTER_BASE = '/register';
const insideArea = (pathname: string) => pathname === REGISTER_BASE || pathname.startsWith(`${REGISTER_BASE}/`);

/** Set while a screen of the area is shown: moving between its screens is not entering it again. */
let inArea = false;

interface RegisterAreaProps {
  /** The route's title (product.md §2.1), shown beside the back arrow; '' for the detail (blank title). */
  title: string;
  /** Where the back arrow goes: the previous screen of the area, or the login page from the index. */
  back: string;
  children: ReactNode;
}

/**
 * The login area's shell (product.md §2.1): the route's title with a back arrow. It is entered only with a stored token
 * (identify on the login page gives one), otherwise it sends to /login; entering it reloads the dictionary tree;
 * leaving it (to any path outside /register) removes the stored token.
 */
export function RegisterArea({ title, back, children }: RegisterAreaProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const allowed = hasSession();
  usePageTitle(title || '企业注册');

  useEffect(() => {
    if (!allowed) return undefined;
    if (!inArea) void loadDictionary(queryClient);
    inArea = true;
    return () => {
      // Cleanups run once the next location is in place: still inside the area is a move between its screens.
      if (insideArea(window.location.pathname)) return;
      inArea = false;
      endSession();
    };
  }, [allowed, queryClient]);

  if (!allowed) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <div className={styles.area}>
      <header className={styles.header}>
        <span className={styles.brand}>{BRAND} · 企业注册</span>
      </header>
      <main className={styles.main}>
        <div className={styles.titleBar}>
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回" onClick={() => void navigate(back)} />
          <h1 className={styles.title}>{title || '企业注册详情'}</h1>
        </div>
        {children}
      </main>
    </div>
  );
}
