import { AVATAR_EXTENSIONS, AVATAR_MAX_MB, AVATAR_MIME_TYPES } from '../config/sections';

/** §8 image upload messages. */
export const AVATAR_FORMAT_MESSAGE = `图片格式错误，正确的格式为：${AVATAR_EXTENSIONS.join('、')}`;
export const AVATAR_SIZE_MESSAGE = `图片大小不能超过 ${AVATAR_MAX_MB}MB!`;

interface PickedFile {
  name: string;
  type: string;
  size: number;
}

function hasAllowed<T extends string>(allowed: readonly T[], value: string): boolean {
  return allowed.some((entry) => entry === value);
}

/** Why a picked file cannot be an avatar, or null when it can (jpg/jpeg/png by name and type, at most 5 MB). */
export function avatarFileProblem(file: PickedFile): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  // Browsers leave the type empty for unknown files; the name then decides.
  const typeOk = file.type === '' || hasAllowed(AVATAR_MIME_TYPES, file.type);
  if (!hasAllowed(AVATAR_EXTENSIONS, extension) || !typeOk) return AVATAR_FORMAT_MESSAGE;
  if (file.size > AVATAR_MAX_MB * 1024 * 1024) return AVATAR_SIZE_MESSAGE;
  return null;
}
