import { Button } from 'antd';
import type { ReactNode } from 'react';
import styles from './ErrorScreen.module.css';

interface ErrorScreenProps {
  code?: string;
  title: string;
  description: ReactNode;
  actionText: string;
  onAction: () => void;
}

/**
 * A full-page message with one way out. Deliberately light (no illustrations): it is in the first chunk because it
 * must show even when a screen's chunk fails to load.
 */
export function ErrorScreen({ code, title, description, actionText, onAction }: ErrorScreenProps) {
  return (
    <section className={styles.screen} role="alert">
      {code && <div className={styles.code}>{code}</div>}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      <Button type="primary" onClick={onAction}>
        {actionText}
      </Button>
    </section>
  );
}
