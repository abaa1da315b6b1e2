import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { accessToken } from '@/shared/lib/storage';
import { ok, serve } from '@tests/support/fake-api';
import { imageUploader, uploadFile } from './upload-file';

afterEach(() => {
  vi.unstubAllGlobals();
  accessToken.clear();
});

const policy = () =>
  Promise.resolve({ host: '/api/sys/sysFile/upload', fields: { key: 'richText/a.png', signature: 's' } });
const png = new File(['png'], 'a.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('sends the policy fields and the file to the host with App-Client 0, reporting progress', async () => {
    accessToken.set('tok');
    const calls = serve({ '/sys/sysFile/upload': ok({ fileId: 'F1', url: '/files/a.png' }) });
    const progress = vi.fn();
    expect(await uploadFile(png, policy, progress)).toEqual({ fileId: 'F1', url: '/files/a.png' });
    const form = calls[0]?.body;
    expect(form instanceof FormData && form.get('key')).toBe('richText/a.png');
    expect(calls[0]?.headers.get('App-Client')).toBe('0');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(progress).toHaveBeenCalledWith(100);
  });

  it("says '获取文件上传信息失败：…' when the policy is refused, and '未找到请求路径' without a policy call", async () => {
    serve({});
    await expect(
      uploadFile(png, () => Promise.reject(new ApiError('business', '存储空间已满', { operationId: 'p' }))),
    ).rejects.toThrow('获取文件上传信息失败：存储空间已满');
    await expect(uploadFile(png, undefined)).rejects.toThrow('未找到请求路径');
  });

  it("treats a text answer as '回调失败：{response}' and a refused post as a failed upload", async () => {
    serve({ '/sys/sysFile/upload': () => new Response('<Error>Denied</Error>', { status: 200 }) });
    await expect(uploadFile(png, policy)).rejects.toThrow('回调失败：<Error>Denied</Error>');
    serve({ '/sys/sysFile/upload': () => new Response('', { status: 500 }) });
    await expect(uploadFile(png, policy)).rejects.toThrow('图片上传失败');
  });
});

describe('imageUploader', () => {
  it("answers the stored image's URL, and '图片上传失败' without one", async () => {
    serve({ '/sys/sysFile/upload': ok({ url: '/files/a.png' }) });
    expect(await imageUploader(policy)(png)).toBe('/files/a.png');
    serve({ '/sys/sysFile/upload': ok({ fileId: 'F1' }) });
    await expect(imageUploader(policy)(png)).rejects.toThrow('图片上传失败');
  });
});
