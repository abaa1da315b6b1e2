import { RICH_TEXT, UPLOAD_LIMIT_MB } from '@/shared/config';
import { sanitizeHtml } from '../safe-html';

/** product.md §5 rich-text texts. */
export const RICH_TEXT_MESSAGES = {
  placeholder: '请输入内容',
  imageUploadFailed: '图片上传失败',
  imageOnly: '只能插入图片文件',
  imageTooLarge: (limitMb: number) => `文件大小不能超过 ${limitMb}M`,
  invalidLink: '请输入以 http://、https:// 或 mailto: 开头的链接地址',
} as const;

/** HTML as the form holds it: sanitised, and '' for an editor with nothing in it (so "required" rules work). */
export function editorValueOf(html: string, isEmpty: boolean): string {
  return isEmpty ? '' : sanitizeHtml(html);
}

/** The counter under the editor: 'n/5000'. */
export function characterCountText(count: number, max: number = RICH_TEXT.maxLength): string {
  return `${count}/${max}`;
}

export type LinkInput = { href: string } | { error: string } | { remove: true };

/**
 * What the link box's text means: nothing removes the link; a web or mail address is kept; a bare host gets
 * https://; any other scheme (javascript:, data:...) is refused.
 */
export function linkFromInput(text: string): LinkInput {
  const value = text.trim();
  if (!value) return { remove: true };
  if (/^(?:https?:\/\/|mailto:)\S+$/i.test(value)) return { href: value };
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || /\s/.test(value)) return { error: RICH_TEXT_MESSAGES.invalidLink };
  return { href: `https://${value.replace(/^\/+/, '')}` };
}

/** product.md §5 images: image/* only, 10 MB by default. Answers the message to show, or undefined when the file may go. */
export function imageFileProblem(
  file: Pick<File, 'type' | 'size'>,
  limitMb: number = UPLOAD_LIMIT_MB.image,
): string | undefined {
  if (!file.type.startsWith('image/')) return RICH_TEXT_MESSAGES.imageOnly;
  if (file.size > limitMb * 1024 * 1024) return RICH_TEXT_MESSAGES.imageTooLarge(limitMb);
  return undefined;
}
