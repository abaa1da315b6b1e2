import { isApiError, sysFileGetUploadPolicy, sysUserUpdateAvatar } from '@/shared/api';
import { UserMessageError } from '@/shared/lib/errors';
import { UPLOAD_MESSAGES, uploadFile, type GetUploadPolicy } from '@/shared/lib/upload';
import { AVATAR_BIZ_TYPE } from '../config/sections';

const avatarPolicy: GetUploadPolicy = (file) =>
  sysFileGetUploadPolicy(
    { body: { filename: file.name, fileSize: file.size, bizType: AVATAR_BIZ_TYPE } },
    { quiet: true },
  );

/** Upload policy, upload to its host, then the uploaded file becomes the avatar; answers the new avatar's URL. */
export async function uploadAvatar(file: File): Promise<string> {
  const uploaded = await uploadFile(file, avatarPolicy);
  const fileId = uploaded?.fileId;
  // The platform's own file service answers the stored file's record; anything else cannot become an avatar.
  if (typeof fileId !== 'string') throw new UserMessageError(UPLOAD_MESSAGES.uploadFailed);
  const { avatar } = await sysUserUpdateAvatar({ body: { fileId } }, { quiet: true });
  return avatar;
}

/** Whether the request layer already showed this failure (a lost session, 401, 403, 5xx, network). */
export function shownCentrally(error: unknown): boolean {
  return isApiError(error) && error.kind !== 'business';
}
