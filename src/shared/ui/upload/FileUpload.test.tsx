import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { FileUpload, type UploadedFile } from './FileUpload';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

const policy = () => Promise.resolve({ host: '/api/sys/sysFile/upload', fields: { key: 'k' } });

function pick(container: HTMLElement, ...files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return userEvent.setup({ applyAccept: false }).upload(input, files);
}

describe('FileUpload', () => {
  it('uploads through the policy host and hands the stored file to the form', async () => {
    const calls = serve({ '/sys/sysFile/upload': ok({ fileId: 'F9', fileName: 'a.pdf', url: '/files/a.pdf' }) });
    const onChange = vi.fn();
    const { container } = renderWithProviders(<FileUpload variant="pdf" policy={policy} onChange={onChange} />);
    await pick(container, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [files] = onChange.mock.calls[0] as [UploadedFile[]];
    expect(files[0]?.name).toBe('a.pdf');
    expect(files[0]?.data).toEqual({ fileId: 'F9', fileName: 'a.pdf', url: '/files/a.pdf' });
    expect(calls[0]?.headers.get('App-Client')).toBe('0');
  });

  it('keeps every file of a multiple pick, each uploaded on its own', async () => {
    serve({ '/sys/sysFile/upload': ok({ fileId: 'F1' }) });
    const onChange = vi.fn();
    const { container } = renderWithProviders(<FileUpload maxCount={3} policy={policy} onChange={onChange} />);
    await pick(container, new File(['1'], '1.txt'), new File(['2'], '2.txt'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    const [last] = onChange.mock.calls[1] as [UploadedFile[]];
    expect(last.map((f) => f.name).sort()).toEqual(['1.txt', '2.txt']);
    expect(screen.getByText('1.txt')).toBeTruthy();
  });

  it('refuses a wrong type, and more files than allowed, before anything is sent', async () => {
    const calls = serve({});
    const { container } = renderWithProviders(<FileUpload variant="pdf" policy={policy} />);
    await pick(container, new File(['x'], 'a.docx', { type: 'application/msword' }));
    expect(await screen.findByText('文件格式错误，正确的格式为：*.pdf')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says 文件上传失败 with the maximum when too many files are picked', async () => {
    serve({});
    const { container } = renderWithProviders(<FileUpload maxCount={2} policy={policy} />);
    await pick(container, new File(['1'], '1.txt'), new File(['2'], '2.txt'), new File(['3'], '3.txt'));
    expect((await screen.findAllByText('文件上传失败：最多只能上传 2 个文件')).length).toBeGreaterThan(0);
  });

  it("says '未找到请求路径' without a policy call, and '回调失败' for a text answer", async () => {
    serve({ '/sys/sysFile/upload': () => new Response('OK', { status: 200 }) });
    const first = renderWithProviders(<FileUpload />);
    await pick(first.container, new File(['1'], '1.txt'));
    expect(await screen.findByText('未找到请求路径')).toBeTruthy();
    first.unmount();
    const second = renderWithProviders(<FileUpload policy={policy} />);
    await pick(second.container, new File(['1'], '1.txt'));
    expect(await screen.findByText('回调失败：OK')).toBeTruthy();
  });
});
