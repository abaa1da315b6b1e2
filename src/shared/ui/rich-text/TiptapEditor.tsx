import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { theme } from 'antd';
import { useEffect, useImperativeHandle, useRef } from 'react';
import { RICH_TEXT } from '@/shared/config';
import { sanitizeHtml } from '../safe-html';
import { characterCountText, editorValueOf, RICH_TEXT_MESSAGES } from './editor-value';
import { EditorToolbar } from './EditorToolbar';
import { editorExtensions } from './extensions';
import styles from './RichText.module.css';
import { richTextVars } from './theme-vars';
import type { RichTextEditorProps } from './types';

/** The Tiptap editor itself: loaded on demand by RichTextEditor (it is about 100 KB gzip). */
export default function TiptapEditor({
  value,
  onChange,
  onBlur,
  mode = 'default',
  placeholder = RICH_TEXT_MESSAGES.placeholder,
  maxLength = RICH_TEXT.maxLength,
  height = RICH_TEXT.height,
  disabled = false,
  id,
  uploadImage,
  ref,
}: RichTextEditorProps) {
  const { token } = theme.useToken();
  // What the editor last reported: a value prop equal to it is the editor's own echo, not new content.
  const emitted = useRef(value ?? '');
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  });

  const editor = useEditor(
    {
      extensions: editorExtensions({ mode, placeholder, maxLength }),
      content: sanitizeHtml(value),
      editable: !disabled,
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: { ...(id ? { id } : {}), role: 'textbox', 'aria-multiline': 'true', 'aria-label': placeholder },
      },
      onUpdate: ({ editor: current }) => {
        emitted.current = editorValueOf(current.getHTML(), current.isEmpty);
        callbacks.current.onChange?.(emitted.current);
      },
      onBlur: () => callbacks.current.onBlur?.(),
    },
    [mode, placeholder, maxLength],
  );

  useEffect(() => {
    const incoming = value ?? '';
    if (editor.isDestroyed || incoming === emitted.current) return;
    emitted.current = incoming;
    editor.commands.setContent(sanitizeHtml(incoming), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  // StrictMode's first editor is destroyed (its storage emptied) while React may still read it once.
  const count = useEditorState({
    editor,
    selector: ({ editor: current }) => (current.isDestroyed ? 0 : current.storage.characterCount.characters()),
  });

  return (
    <div className={styles.frame} style={{ ...richTextVars(token), height }}>
      <EditorToolbar editor={editor} mode={mode} disabled={disabled} uploadImage={uploadImage} />
      <div className={styles.body} onClick={() => editor.commands.focus()}>
        <EditorContent editor={editor} />
      </div>
      <div className={styles.footer} aria-live="polite">
        <span className={count > maxLength ? styles.over : undefined}>{characterCountText(count, maxLength)}</span>
      </div>
    </div>
  );
}
