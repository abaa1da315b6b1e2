import { useMemo, type CSSProperties } from 'react';
import styles from './SafeHtml.module.css';
import { sanitizeHtml } from './sanitize-html';

export interface SafeHtmlProps {
  /** HTML from the server or the editor; it is sanitised here, whatever its source. */
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
}

/** Shows HTML (architecture.md §10): the only place markup is injected, and only after `sanitizeHtml`. */
export function SafeHtml({ html, className, style }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={[styles.content, className].filter(Boolean).join(' ')}
      style={style}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
