import { Skeleton, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { RICH_TEXT } from '@/shared/config';
import styles from './RichText.module.css';
import { richTextVars } from './theme-vars';
import type { RichTextEditorProps } from './types';

// Tiptap and ProseMirror stay out of every screen's first load: they arrive when an editor is first shown.
const TiptapEditor = lazy(() => import('./TiptapEditor'));

/** The rich-text editor of product.md §5 (5000 characters, '请输入内容', simple/default modes, height 500), loaded on demand. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { token } = theme.useToken();
  const height = props.height ?? RICH_TEXT.height;
  return (
    <Suspense
      fallback={
        <div
          className={styles.skeleton}
          style={{ ...richTextVars(token), height }}
          aria-busy="true"
          aria-label="编辑器加载中"
        >
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
