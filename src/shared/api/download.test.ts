import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetErrorCatalogue } from './error-catalogue';
import { setApiNotifier, type ApiNotifier } from './notifier';
import { runDownload, type OperationMeta } from './operation';

const exportOp: OperationMeta = {
  family: 'sys',
  operationId: 'sysDeptExport',
  method: 'POST',
  path: '/sys/sysDept/export',
  request: 'json',
  response: 'blob',
  silentErrors: false,
};

/** What openapi-fetch hands back: the blob on success, the parsed error body otherwise. */
function sent(body: string, headers: Record<string, string>, status = 200) {
  const response = new Response(body, { status, headers });
  if (status === 200) return async () => ({ data: await response.clone().blob(), response });
  return async () => ({ error: JSON.parse(body) as unknown, response });
}

let notifier: { [K in keyof ApiNotifier]: ReturnType<typeof vi.fn> };
beforeEach(() => {
  resetErrorCatalogue();
  notifier = { error: vi.fn(), warning: vi.fn(), notice: vi.fn(), relogin: vi.fn(), results: vi.fn() };
  setApiNotifier(notifier as unknown as ApiNotifier);
});
afterEach(() => vi.restoreAllMocks());

describe('downloads (product.md §8)', () => {
  it('returns the file and its server-given name', async () => {
    const download = await runDownload(
      exportOp,
      undefined,
      sent('PK-content', {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename="dept.xlsx"; filename*=UTF-8''%E9%83%A8%E9%97%A8.xlsx`,
      }),
    );
    expect(download.filename).toBe('部门.xlsx');
    expect(await download.blob.text()).toBe('PK-content');
  });

  it('shows the message of a JSON error body', async () => {
    const body = JSON.stringify({ code: 1016002, message: '导出数据超过 5 万行，请缩小查询范围', success: false });
    await expect(
      runDownload(exportOp, undefined, sent(body, { 'Content-Type': 'application/json' })),
    ).rejects.toMatchObject({
      kind: 'business',
    });
    expect(notifier.error).toHaveBeenCalledWith('导出数据超过 5 万行，请缩小查询范围');
  });

  it('warns 下载内容为空 for an empty file', async () => {
    await expect(
      runDownload(exportOp, undefined, sent('', { 'Content-Type': 'application/octet-stream' })),
    ).rejects.toMatchObject({
      kind: 'empty-download',
    });
    expect(notifier.warning).toHaveBeenCalledWith('下载内容为空');
  });

  it('says 下载失败：{message} when the server fails', async () => {
    const body = JSON.stringify({ code: 500, message: '文件服务不可用', success: false });
    await expect(
      runDownload(exportOp, undefined, sent(body, { 'Content-Type': 'application/json' }, 500)),
    ).rejects.toMatchObject({
      kind: 'server',
    });
    expect(notifier.error).toHaveBeenCalledWith('下载失败：文件服务不可用', 5);
  });

  it('says 下载失败 with the network message when there is no answer', async () => {
    await expect(
      runDownload(exportOp, undefined, () => Promise.reject(new TypeError('fetch failed'))),
    ).rejects.toMatchObject({
      kind: 'network',
    });
    expect(notifier.error).toHaveBeenCalledWith('下载失败：后端服务未启动或代理错误，请联系系统管理员', 5);
  });
});
