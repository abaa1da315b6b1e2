import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, createQueryClient } from '@/shared/api';
import { DataAccessDenied } from './DataAccessDenied';
import { PermissionDenied } from './PermissionDenied';

function renderDenied(codes: string[], client: QueryClient = createQueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <PermissionDenied codes={codes} />
    </QueryClientProvider>,
  );
}

beforeEach(() => configureApi({ baseUrl: 'http://app.test/api' }));
afterEach(() => vi.unstubAllGlobals());

describe('PermissionDenied', () => {
  it('names the missing permissions from the lookup', async () => {
    const fetch = vi.fn(async (request: Request) => {
      expect(new URL(request.url).pathname).toBe('/api/bos/idpFunction/queryNameByCode');
      expect(await request.json()).toEqual({ codes: ['mfgLine:add', 'cdMaterial:delete'] });
      return Response.json({ code: 200, message: '操作成功', success: true, data: ['新增产线', '删除物料'] });
    });
    vi.stubGlobal('fetch', fetch);
    renderDenied(['mfgLine:add', 'cdMaterial:delete']);
    expect(screen.getByText('权限不足')).toBeTruthy();
    // The codes stand in while the names load.
    expect(screen.getByText('您没有【mfgLine:add、cdMaterial:delete】权限。')).toBeTruthy();
    expect(await screen.findByText('您没有【新增产线、删除物料】权限。')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the codes when the lookup fails', async () => {
    const fetch = vi.fn(async () => Response.json({ code: 500, message: '查询失败', success: false, data: null }));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    renderDenied(['mfgLine:add'], client);
    await vi.waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).toBe('error'));
    expect(screen.getByText('您没有【mfgLine:add】权限。')).toBeTruthy();
  });
});

describe('DataAccessDenied', () => {
  it("shows the spec's texts verbatim", () => {
    render(<DataAccessDenied />);
    expect(screen.getByText('数据防问权限不足')).toBeTruthy();
    expect(screen.getByText('您没有当前数据的防问权限')).toBeTruthy();
  });
});
