export { RichTextEditor } from './RichTextEditor';
export {
  characterCountText,
  editorValueOf,
  imageFileProblem,
  linkFromInput,
  RICH_TEXT_MESSAGES,
  type LinkInput,
} from './editor-value';
export type { RichTextEditorProps, RichTextEditorHandle, RichTextMode } from './types';
