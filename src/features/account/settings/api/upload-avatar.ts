import {
  isApiError,
  sysFileGetUploadPolicy,
  sysUserUpdateAvatar,
  type SysFileGetUploadPolicyData,
  type SysFileUploadData,
} from '@/shared/api';
import { REQUEST_TIMEOUT_MS } from '@/shared/config';
import { UserMessageError } from '@/shared/lib/errors';
import { accessToken } from '@/shared/lib/storage';
import { AVATAR_BIZ_TYPE } from '../config/sections';

/** §5 rich-text / image upload: anything but HTTP 200 with the file's record is a failed upload. */
export const UPLOAD_FAILED_MESSAGE = '图片上传失败';

function failureMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { success, message } = body as { success?: unknown; message?: unknown };
  return success === false && typeof message === 'string' && message ? message : undefined;
}

function uploadedFileOf(body: unknown): SysFileUploadData | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { success, data } = body as { success?: unknown; data?: unknown };
  if (success !== true || typeof data !== 'object' || data === null) return undefined;
  const { fileId, fileName, url } = data as { fileId?: unknown; fileName?: unknown; url?: unknown };
  if (typeof fileId !== 'string' || typeof fileName !== 'string' || typeof url !== 'string') return undefined;
  return { fileId, fileName, url };
}

async function getPolicy(file: File): Promise<SysFileGetUploadPolicyData> {
  try {
    return await sysFileGetUploadPolicy({ body: { filename: file.name, fileSize: file.size, bizType: AVATAR_BIZ_TYPE } }, { quiet: true });
  } catch (error) {
    // §8 'Failed to get file upload information: {message}'; other failures were already shown by the request layer.
    if (isApiError(error) && error.kind === 'business') throw new UserMessageError(`获取文件上传信息失败：${error.message}`);
    throw error;
  }
}

/**
 * Posts the file with the policy's fields to the policy's host as multipart, with App-Client 0 (§7.10). The bearer
 * token goes along only when the host is this app's own origin (DESIGN §10).
 */
async function postToHost(policy: SysFileGetUploadPolicyData, file: File): Promise<SysFileUploadData> {
  const target = new URL(policy.host, window.location.origin);
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  form.append('file', file);
  const headers = new Headers({ 'App-Client': '0' });
  const token = accessToken.get();
  if (token && target.origin === window.location.origin) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(target, { method: 'POST', body: form, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch {
    throw new UserMessageError(UPLOAD_FAILED_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => undefined);
  const uploaded = response.status === 200 ? uploadedFileOf(body) : undefined;
  if (!uploaded) throw new UserMessageError(failureMessage(body) ?? UPLOAD_FAILED_MESSAGE);
  return uploaded;
}

/** Upload policy, upload to its host, then the uploaded file becomes the avatar; answers the new avatar's URL. */
export async function uploadAvatar(file: File): Promise<string> {
  const policy = await getPolicy(file);
  const uploaded = await postToHost(policy, file);
  const { avatar } = await sysUserUpdateAvatar({ body: { fileId: uploaded.fileId } }, { quiet: true });
  return avatar;
}

/** Whether the request layer already showed this failure (a lost session, 401, 403, 5xx, network). */
export function shownCentrally(error: unknown): boolean {
  return isApiError(error) && error.kind !== 'business';
}
