import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken } from '@/shared/lib/storage';
import { AvatarUpload } from './AvatarUpload';
import { closeFeedback, fail, ok, renderWithProviders, serve } from './testing';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

const policy = ok({
  host: '/api/sys/sysFile/upload',
  fields: { key: 'sysUserAvatar/2026/11/22/7d3e9a1c/me.png', policy: 'eyJ9', signature: 'abc' },
});
const uploaded = ok({ fileId: '1716352000000900031', fileName: 'me.png', url: '/files/sysUserAvatar/me.png' });

function pick(container: HTMLElement, file: File) {
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  // The input's accept already filters in a real dialog; the check must hold even for files that get past it.
  return userEvent.setup({ applyAccept: false }).upload(input, file);
}

describe('AvatarUpload', () => {
  it.each([
    ['a gif', new File(['GIF89a'], 'me.gif', { type: 'image/gif' }), '图片格式错误，正确的格式为：jpg、jpeg、png'],
    [
      'a png over 5 MB',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'me.png', { type: 'image/png' }),
      '图片大小不能超过 5MB!',
    ],
  ])('refuses %s before anything is sent', async (_, file, text) => {
    const calls = serve({});
    const { container } = renderWithProviders(<AvatarUpload avatar={null} name="张伟" />);
    await pick(container, file);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('gets a policy, posts the file to its host with App-Client 0, then sets the uploaded file as avatar', async () => {
    accessToken.set('tok-own');
    const calls = serve({
      '/sys/sysFile/getUploadPolicy': policy,
      '/sys/sysFile/upload': uploaded,
      '/sys/sysUser/updateAvatar': ok({ avatar: '/files/me.png' }),
    });
    const { container } = renderWithProviders(<AvatarUpload avatar={null} name="张伟" />);
    await pick(container, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('头像已更新')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([
      '/sys/sysFile/getUploadPolicy',
      '/sys/sysFile/upload',
      '/sys/sysUser/updateAvatar',
    ]);
    expect(calls[0]?.body).toEqual({ filename: 'me.png', fileSize: 3, bizType: 'sysUserAvatar' });
    const upload = calls[1];
    expect(upload?.headers.get('App-Client')).toBe('0');
    // The host is this app's own origin, so the token goes along.
    expect(upload?.headers.get('Authorization')).toBe('Bearer tok-own');
    const form = upload?.body;
    expect(form instanceof FormData && form.get('key')).toBe('sysUserAvatar/2026/11/22/7d3e9a1c/me.png');
    expect(form instanceof FormData && (form.get('file') as File).name).toBe('me.png');
    expect(calls[2]?.body).toEqual({ fileId: '1716352000000900031' });
  });

  it('keeps the token from an upload host on another origin', async () => {
    accessToken.set('tok-own');
    const calls = serve({
      '/sys/sysFile/getUploadPolicy': ok({ host: 'https://oss.example.com/upload', fields: { key: 'a.png' } }),
      '/upload': uploaded,
      '/sys/sysUser/updateAvatar': ok({ avatar: '/files/me.png' }),
    });
    const { container } = renderWithProviders(<AvatarUpload avatar={null} name="张伟" />);
    await pick(container, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[1]?.headers.get('Authorization')).toBeNull();
    expect(calls[1]?.headers.get('App-Client')).toBe('0');
  });

  it('says why when the policy is refused (product.md §8) and when the host does not take the file', async () => {
    serve({ '/sys/sysFile/getUploadPolicy': fail('文件服务未开通') });
    const first = renderWithProviders(<AvatarUpload avatar={null} name="张伟" />);
    await pick(first.container, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('获取文件上传信息失败：文件服务未开通')).toBeTruthy();
    first.unmount();

    const calls = serve({
      '/sys/sysFile/getUploadPolicy': policy,
      '/sys/sysFile/upload': () => new Response('denied', { status: 403 }),
    });
    const second = renderWithProviders(<AvatarUpload avatar={null} name="张伟" />);
    await pick(second.container, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('图片上传失败')).toBeTruthy();
    expect(calls.map((call) => call.path)).not.toContain('/sys/sysUser/updateAvatar');
  });
});
