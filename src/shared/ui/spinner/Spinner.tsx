import styles from './Spinner.module.css';

/**
 * A loading spinner for what is on the login route's first load (route chunks, lazy login steps). Plain CSS, not
 * antd's Spin, whose code and styles that route would pay for (DESIGN §9).
 */
export function Spinner({ fullscreen = false, className }: { fullscreen?: boolean; className?: string }) {
  return (
    <div className={`${fullscreen ? styles.fullscreen : styles.inline} ${className ?? ''}`} role="status" aria-label="加载中">
      <span className={styles.ring} />
    </div>
  );
}
