import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Select } from 'antd';
import styles from './RichText.module.css';
import { ImageButton } from './ImageButton';
import { LinkButton } from './LinkButton';
import { ToolbarButton } from './ToolbarButton';
import type { RichTextMode } from './types';

interface EditorToolbarProps {
  editor: Editor;
  mode: RichTextMode;
  disabled: boolean;
  uploadImage: ((file: File) => Promise<string>) | undefined;
}

const HEADINGS = [
  { value: 0, label: '正文' },
  { value: 1, label: '标题 1' },
  { value: 2, label: '标题 2' },
  { value: 3, label: '标题 3' },
] as const;
type HeadingLevel = (typeof HEADINGS)[number]['value'];

/** The state shown while StrictMode's discarded first editor is still being read (it is destroyed at once). */
interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  blockquote: boolean;
  codeBlock: boolean;
  heading: HeadingLevel;
  canUndo: boolean;
  canRedo: boolean;
}

const IDLE: ToolbarState = {
  bold: false,
  italic: false,
  underline: false,
  strike: false,
  bulletList: false,
  orderedList: false,
  link: false,
  blockquote: false,
  codeBlock: false,
  heading: 0,
  canUndo: false,
  canRedo: false,
};

/** The commands of the mode, with their active state read from the editor after every change. */
export function EditorToolbar({ editor, mode, disabled, uploadImage }: EditorToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }): ToolbarState =>
      current.isDestroyed
        ? IDLE
        : {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            underline: current.isActive('underline'),
            strike: current.isActive('strike'),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            link: current.isActive('link'),
            blockquote: current.isActive('blockquote'),
            codeBlock: current.isActive('codeBlock'),
            heading:
              HEADINGS.find(({ value }) => value > 0 && current.isActive('heading', { level: value }))?.value ?? 0,
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          },
  });
  const run = () => editor.chain().focus();
  const full = mode === 'default';
  const setHeading = (level: HeadingLevel) =>
    level === 0 ? run().setParagraph().run() : run().setHeading({ level }).run();

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="编辑工具栏">
      {full ? (
        <>
          <Select<HeadingLevel>
            size="small"
            variant="borderless"
            value={state.heading}
            onChange={setHeading}
            options={HEADINGS.map(({ value, label }) => ({ value, label }))}
            disabled={disabled}
            aria-label="段落格式"
            style={{ width: 84 }}
            popupMatchSelectWidth={false}
          />
          <span className={styles.divider} />
        </>
      ) : null}
      <ToolbarButton
        label="加粗"
        icon={<BoldOutlined />}
        active={state.bold}
        disabled={disabled}
        onClick={() => run().toggleBold().run()}
      />
      <ToolbarButton
        label="斜体"
        icon={<ItalicOutlined />}
        active={state.italic}
        disabled={disabled}
        onClick={() => run().toggleItalic().run()}
      />
      <ToolbarButton
        label="下划线"
        icon={<UnderlineOutlined />}
        active={state.underline}
        disabled={disabled}
        onClick={() => run().toggleUnderline().run()}
      />
      {full ? (
        <ToolbarButton
          label="删除线"
          icon={<StrikethroughOutlined />}
          active={state.strike}
          disabled={disabled}
          onClick={() => run().toggleStrike().run()}
        />
      ) : null}
      <span className={styles.divider} />
      <ToolbarButton
        label="无序列表"
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => run().toggleBulletList().run()}
      />
      <ToolbarButton
        label="有序列表"
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => run().toggleOrderedList().run()}
      />
      {full ? (
        <>
          <ToolbarButton
            label="引用"
            icon={<QuoteIcon />}
            active={state.blockquote}
            disabled={disabled}
            onClick={() => run().toggleBlockquote().run()}
          />
          <ToolbarButton
            label="代码块"
            icon={<CodeOutlined />}
            active={state.codeBlock}
            disabled={disabled}
            onClick={() => run().toggleCodeBlock().run()}
          />
        </>
      ) : null}
      <span className={styles.divider} />
      <LinkButton editor={editor} active={state.link} disabled={disabled} />
      {full && uploadImage ? <ImageButton editor={editor} disabled={disabled} uploadImage={uploadImage} /> : null}
      {full ? (
        <>
          <span className={styles.divider} />
          <ToolbarButton
            label="撤销"
            icon={<UndoOutlined />}
            disabled={disabled || !state.canUndo}
            onClick={() => run().undo().run()}
          />
          <ToolbarButton
            label="重做"
            icon={<RedoOutlined />}
            disabled={disabled || !state.canRedo}
            onClick={() => run().redo().run()}
          />
        </>
      ) : null}
    </div>
  );
}

/** antd has no quotation-mark icon; a closing double quote in the icons' 1em box. */
function QuoteIcon() {
  return (
    <span role="img" aria-hidden="true" className="anticon">
      <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor">
        <path d="M195 750c-40-42-62-90-62-166 0-134 94-254 231-314l34 53c-128 69-153 159-163 216 21-11 48-15 74-12 70 6 125 64 125 135a136 136 0 0 1-136 136c-42 0-82-19-103-48zm390 0c-40-42-62-90-62-166 0-134 94-254 231-314l34 53c-128 69-153 159-163 216 21-11 48-15 74-12 70 6 125 64 125 135a136 136 0 0 1-136 136c-42 0-82-19-103-48z" />
      </svg>
    </span>
  );
}
