import type { Ref } from 'react';

/** 'simple': bold, italic, underline, lists, link. 'default': also headings, strike, quote, code block, image, undo/redo. */
export type RichTextMode = 'simple' | 'default';

export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps {
  /** HTML; sanitised before the editor reads it. */
  value?: string | null;
  /** Sanitised HTML, or '' when the editor is empty. */
  onChange?: (html: string) => void;
  onBlur?: () => void;
  mode?: RichTextMode;
  placeholder?: string;
  maxLength?: number;
  height?: number;
  disabled?: boolean;
  /** Put on the editable area, so a FormField's label points at it. */
  id?: string;
  /**
   * Uploads an image (upload policy first, then the file to the policy's host) and answers its URL. Without it the
   * image button is not shown. A rejection shows its message, or '图片上传失败'.
   */
  uploadImage?: (file: File) => Promise<string>;
  /** react-hook-form focuses the editor on a validation error through this. */
  ref?: Ref<RichTextEditorHandle>;
}
