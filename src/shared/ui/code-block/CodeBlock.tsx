import type { CSSProperties } from 'react';
import styles from './CodeBlock.module.css';

interface CodeBlockProps {
  /** What the block holds, for assistive technology ("执行日志"). */
  label: string;
  children: string;
  /** A fixed height (a preview that should not jump between files), else it grows up to maxHeight. */
  height?: CSSProperties['height'];
  maxHeight?: CSSProperties['maxHeight'];
  style?: CSSProperties;
}

/** Read-only code or log text in a monospace box that scrolls; focusable so a keyboard can scroll it. */
export function CodeBlock({ label, children, height, maxHeight = 320, style }: CodeBlockProps) {
  return (
    <pre
      className={styles.code}
      tabIndex={0}
      aria-label={label}
      style={{ height, maxHeight: height ? undefined : maxHeight, ...style }}
    >
      {children}
    </pre>
  );
}
