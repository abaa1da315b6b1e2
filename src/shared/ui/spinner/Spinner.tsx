import styles from './Spinner.module.css';

/**
 * A loading spinner for what is on the login route's first load (route chunks, lazy login steps). Plain CSS, not
 * antd's Spin, whose code and styles that route would pay for (architecture.md §9). `label` is said and shown under the ring,
 * in a colour that reads on the page (antd's fullscreen Spin writes white on its grey mask, 2.3:1).
 */
export function Spinner({
  fullscreen = false,
  className,
  label,
}: {
  fullscreen?: boolean;
  className?: string;
  label?: string;
}) {
  return (
    <div
      className={`${fullscreen ? styles.fullscreen : styles.inline} ${className ?? ''}`}
      role="status"
      aria-busy="true"
      aria-label={label ?? '加载中'}
    >
      <span className={styles.ring} />
      {label && <span className={styles.label}>{label}</span>}
    </div>
  );
}
