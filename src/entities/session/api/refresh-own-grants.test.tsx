import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureApi,
  createQueryClient,
  getLoginUserDetailsQueryKey,
  setApiNotifier,
  type ApiNotifier,
} from '@/shared/api';
import type { UserInfo } from '../model/types';
import { useRefreshOwnGrants } from './refresh-own-grants';

const me = {
  id: '1716352000000000201',
  name: '张伟',
  roles: [{ id: '1716352000000000402', code: 'mfgManager', name: '生产经理' }],
} as Partial<UserInfo>;
const notifier = {
  error: vi.fn(),
  warning: vi.fn(),
  notice: vi.fn(),
  relogin: vi.fn(),
  results: vi.fn(),
} satisfies ApiNotifier;

function setUp(answer: () => Response) {
  const fetch = vi.fn(async (_request: Request) => answer());
  vi.stubGlobal('fetch', fetch);
  const client = createQueryClient();
  client.setQueryData(getLoginUserDetailsQueryKey(), me);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useRefreshOwnGrants(), { wrapper });
  return { fetch, client, refresh: result.current };
}

beforeEach(() => {
  configureApi({ baseUrl: 'http://app.test/api' });
  setApiNotifier(notifier);
});
afterEach(() => vi.unstubAllGlobals());

describe('useRefreshOwnGrants', () => {
  it('reloads the user details when the grant touches one of their roles or themselves', async () => {
    const fresh = { ...me, name: '张伟（新）' };
    const { fetch, client, refresh } = setUp(() =>
      Response.json({ code: 200, message: '操作成功', success: true, data: fresh }),
    );
    expect(await refresh({ roleId: '1716352000000000402' })).toBe('reloaded');
    expect(await refresh({ userId: '1716352000000000201' })).toBe('reloaded');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(getLoginUserDetailsQueryKey())).toEqual(fresh);
  });

  it('leaves them alone for another role or another user', async () => {
    const { fetch, refresh } = setUp(() => Response.json({}));
    expect(await refresh({ roleId: '1716352000000000403' })).toBe('untouched');
    expect(await refresh({ userId: '1716352000000000202' })).toBe('untouched');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps what is on screen when the reload fails', async () => {
    const { client, refresh } = setUp(() => new Response('', { status: 502 }));
    expect(await refresh({ roleId: '1716352000000000402' })).toBe('failed');
    expect(client.getQueryData(getLoginUserDetailsQueryKey())).toEqual(me);
  });
});
