import { isApiError, type SysFileGetUploadPolicyData } from '@/shared/api';
import { REQUEST_TIMEOUT_MS } from '@/shared/config';
import { UserMessageError } from '@/shared/lib/errors';
import { accessToken } from '@/shared/lib/storage';
import { UPLOAD_MESSAGES } from './file-rules';

export type UploadPolicy = SysFileGetUploadPolicyData;

/** Asks for the policy of one file (product.md §7.10: its name and size); the sys call or a module's own. */
export type GetUploadPolicy = (file: File) => Promise<UploadPolicy>;

/** What the upload host answered: our envelope's data, or nothing for a host that answers without a body. */
export type UploadedData = Record<string, unknown> | null;

function envelopeOf(text: string): { success?: unknown; message?: unknown; data?: unknown } | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? body : undefined;
  } catch {
    return undefined;
  }
}

async function policyFor(file: File, getPolicy: GetUploadPolicy | undefined): Promise<UploadPolicy> {
  if (!getPolicy) throw new UserMessageError(UPLOAD_MESSAGES.noPolicy);
  try {
    return await getPolicy(file);
  } catch (error) {
    // product.md §8; other failures (session, 403, 5xx) were shown by the request layer.
    if (isApiError(error) && error.kind === 'business')
      throw new UserMessageError(UPLOAD_MESSAGES.policyFailed(error.message));
    throw error;
  }
}

/**
 * Posts the file with the policy's fields to the policy's host as multipart, with App-Client 0 (product.md §7.10), reporting
 * progress. The bearer token goes along only to this app's own origin (architecture.md §10). A 200 whose body is not our
 * envelope but a text is a failed callback (product.md §4.4); anything else not 2xx is a failed upload.
 */
function postToHost(policy: UploadPolicy, file: File, onProgress?: (percent: number) => void): Promise<UploadedData> {
  const target = new URL(policy.host, window.location.origin);
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.href);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('App-Client', '0');
    const token = accessToken.get();
    if (token && target.origin === window.location.origin) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    const failed = (message: string = UPLOAD_MESSAGES.uploadFailed) => reject(new UserMessageError(message));
    xhr.onerror = () => failed();
    xhr.ontimeout = () => failed();
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return failed();
      const text = xhr.responseText;
      if (text.trim() === '') return resolve(null);
      const body = envelopeOf(text);
      if (!body) return failed(UPLOAD_MESSAGES.callbackFailed(text));
      if (body.success === false)
        return failed(typeof body.message === 'string' && body.message ? body.message : UPLOAD_MESSAGES.uploadFailed);
      resolve(typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : null);
    };
    xhr.send(form);
  });
}

/** product.md §4.4: a file is sent only after its upload policy is fetched; then it goes to the policy's host. */
export async function uploadFile(
  file: File,
  getPolicy: GetUploadPolicy | undefined,
  onProgress?: (percent: number) => void,
): Promise<UploadedData> {
  const policy = await policyFor(file, getPolicy);
  return postToHost(policy, file, onProgress);
}

/**
 * The rich-text editor's image upload (product.md §5): through the policy, answering the stored image's URL; a host that
 * answers no URL is a failed image upload ('图片上传失败').
 */
export function imageUploader(getPolicy: GetUploadPolicy): (file: File) => Promise<string> {
  return async (file) => {
    const data = await uploadFile(file, getPolicy);
    const url = data?.url;
    if (typeof url !== 'string' || url === '') throw new UserMessageError(UPLOAD_MESSAGES.uploadFailed);
    return url;
  };
}
