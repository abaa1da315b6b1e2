import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getLoginUserDetailsQueryKey, type GetLoginUserDetailsData } from '@/shared/api';
import { testUser } from '@/shared/lib/permission';
import { usePermissions } from '../model/use-permissions';
import { Access } from './Access';

const userWith = (granted: Partial<GetLoginUserDetailsData>) =>
  testUser({ account: 'wangfang', name: '王芳', nickname: '王芳', ...granted });

const staff = userWith({
  permissions: [{ code: 'mfgLine:add' }],
  permissionList: [{ permissionId: 'mfgLine', actionList: ['detail', 'edit'] }],
  projPermissions: ['projMbr:add'],
});

function withUser(user?: GetLoginUserDetailsData, client = createQueryClient()) {
  if (user) client.setQueryData(getLoginUserDetailsQueryKey(), user);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('usePermissions', () => {
  it('answers from the loaded user details', () => {
    const { result } = renderHook(usePermissions, { wrapper: withUser(staff) });
    const { can, canRoute, canAction, canProj } = result.current;
    expect([can('mfgLine:add'), can('mfgLine:delete'), can(['x', 'mfgLine:add'])]).toEqual([true, false, true]);
    expect([canRoute(['mfgLine']), canRoute(['cdMaterial'])]).toEqual([true, false]);
    expect([canAction(['mfgLine'], 'edit'), canAction(['mfgLine'], 'delete')]).toEqual([true, false]);
    expect([
      canProj('projMbr:add'),
      canProj(['projMbr:add', 'projPlan:edit']),
      canProj(['projMbr:add', 'projPlan:edit'], 'or'),
    ]).toEqual([true, false, true]);
  });

  it('grants super users everything', () => {
    const { result } = renderHook(usePermissions, { wrapper: withUser(userWith({ adminType: 2 })) });
    expect(result.current.subject.superUser).toBe(true);
    expect(result.current.can('cdMaterial:delete')).toBe(true);
  });

  it('grants nothing while no user is loaded, fetches nothing itself, and follows the user when it arrives', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    const { result } = renderHook(usePermissions, { wrapper: withUser(undefined, client) });
    expect(result.current.can('mfgLine:add')).toBe(false);
    expect(result.current.can()).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    act(() => client.setQueryData(getLoginUserDetailsQueryKey(), staff));
    await waitFor(() => expect(result.current.can('mfgLine:add')).toBe(true));
  });

  it('keeps the same object between renders', () => {
    const { result, rerender } = renderHook(usePermissions, { wrapper: withUser(staff) });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('Access', () => {
  function renderAccess(element: ReactNode, user = staff) {
    const Wrapper = withUser(user);
    render(<Wrapper>{element}</Wrapper>);
  }

  it('shows what the permission set allows and removes the rest', () => {
    renderAccess(
      <>
        <Access require="mfgLine:add">
          <button>新增</button>
        </Access>
        <Access require="mfgLine:delete">
          <button>删除</button>
        </Access>
      </>,
    );
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it("checks an action against the route's permission ids", () => {
    renderAccess(
      <>
        <Access action="edit" routePermission={['mfgLine']}>
          <button>编辑</button>
        </Access>
        <Access action="delete" routePermission={['mfgLine']}>
          <button>删除</button>
        </Access>
        <Access routePermission={['cdMaterial']}>
          <button>物料</button>
        </Access>
      </>,
    );
    expect(screen.getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '物料' })).toBeNull();
  });

  it('needs every given check to pass, and shows the fallback otherwise', () => {
    renderAccess(
      <Access require="mfgLine:add" action="delete" routePermission={['mfgLine']} fallback={<span>无权操作</span>}>
        <button>删除</button>
      </Access>,
    );
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getByText('无权操作')).toBeTruthy();
  });
});
