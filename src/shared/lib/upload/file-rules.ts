import { UPLOAD_DEFAULT_MAX_FILES, UPLOAD_LIMIT_MB } from '@/shared/config';

/** What kind of file a field takes (product.md §5): its types and its default size limit. */
export type UploadVariant = 'file' | 'image' | 'productImage' | 'pdf';

export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

const MB = 1024 * 1024;
const PRODUCT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** product.md §5/§8 texts, word for word. */
export const UPLOAD_MESSAGES = {
  fileSize: (mb: number) => `文件大小不能超过 ${mb}M`,
  tooMany: (max: number) => `文件上传失败：最多只能上传 ${max} 个文件`,
  imageType: '图片格式错误，正确的格式为：jpg、jpeg、png',
  imageSize: (mb: number) => `图片大小不能超过 ${mb}MB!`,
  pdfType: '文件格式错误，正确的格式为：*.pdf',
  pdfSize: (mb: number) => `文件大小不能超过 ${mb}MB!`,
  /** A field that takes only some file types (an installation package: .apk, .zip/.exe); worded as pdfType. */
  extension: (extensions: readonly string[]) =>
    `文件格式错误，正确的格式为：${extensions.map((e) => `*.${e}`).join('、')}`,
  policyFailed: (message: string) => `获取文件上传信息失败：${message}`,
  noPolicy: '未找到请求路径',
  callbackFailed: (response: string) => `回调失败：${response}`,
  uploadFailed: '图片上传失败',
} as const;

export const DEFAULT_LIMIT_MB: Record<UploadVariant, number> = {
  file: UPLOAD_LIMIT_MB.general,
  image: UPLOAD_LIMIT_MB.image,
  productImage: UPLOAD_LIMIT_MB.productImage,
  pdf: UPLOAD_LIMIT_MB.pdf,
};

/** The `accept` of the file input for a variant (the check below still holds for files that get past it). */
export const ACCEPT: Record<UploadVariant, string | undefined> = {
  file: undefined,
  image: 'image/*',
  productImage: '.jpg,.jpeg,.png',
  pdf: 'application/pdf,.pdf',
};

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/** Why a picked file cannot be uploaded into a field of this variant, or null when it can (product.md §5). */
export function fileProblem(
  file: PickedFile,
  variant: UploadVariant,
  limitMb = DEFAULT_LIMIT_MB[variant],
): string | null {
  const tooBig = file.size > limitMb * MB;
  switch (variant) {
    case 'image':
      if (!file.type.startsWith('image/')) return UPLOAD_MESSAGES.imageType;
      return tooBig ? UPLOAD_MESSAGES.fileSize(limitMb) : null;
    case 'productImage': {
      const typeOk = file.type === '' || file.type === 'image/jpeg' || file.type === 'image/png';
      if (!(PRODUCT_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) || !typeOk)
        return UPLOAD_MESSAGES.imageType;
      return tooBig ? UPLOAD_MESSAGES.imageSize(limitMb) : null;
    }
    case 'pdf':
      if (file.type !== 'application/pdf' && !(file.type === '' && extensionOf(file.name) === 'pdf'))
        return UPLOAD_MESSAGES.pdfType;
      return tooBig ? UPLOAD_MESSAGES.pdfSize(limitMb) : null;
    default:
      return tooBig ? UPLOAD_MESSAGES.fileSize(limitMb) : null;
  }
}

/** A file whose extension (case ignored) is not one of `extensions` (lower case, without the dot), or null. */
export function extensionProblem(name: string, extensions: readonly string[]): string | null {
  return extensions.includes(extensionOf(name)) ? null : UPLOAD_MESSAGES.extension(extensions);
}

/** product.md §5: more files than the field takes (default 1). */
export function countProblem(count: number, max = UPLOAD_DEFAULT_MAX_FILES): string | null {
  return count > max ? UPLOAD_MESSAGES.tooMany(max) : null;
}
