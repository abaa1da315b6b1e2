import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, createQueryClient, setApiNotifier, type ApiNotifier } from '@/shared/api';
import { useDictionary } from '../model/dictionary-store';
import { dictName } from '../model/dictionary-tree';
import { loadDictionary, refreshDictionary, useDictionaryLoader } from './load-dictionary';

const serverTree = [
  {
    id: '1',
    code: 'material_type',
    name: '物料类型',
    children: [{ id: '11', code: 'RAW', name: '原材料', badge: 'processing' }],
  },
];

function serveTree(
  answer: () => Response = () => Response.json({ code: 200, message: '操作成功', success: true, data: serverTree }),
) {
  const fetch = vi.fn(async (request: Request) => {
    expect(new URL(request.url).pathname).toBe('/api/bos/opDictType/tree');
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function RawName() {
  return <p>{dictName(useDictionary(), 'material_type', 'RAW')}</p>;
}

beforeEach(() => configureApi({ baseUrl: 'http://app.test/api' }));
afterEach(() => vi.unstubAllGlobals());

describe('loadDictionary', () => {
  it('caches the tree under DICT_TYPE_TREE and the screens follow', async () => {
    serveTree();
    render(<RawName />);
    expect(screen.getByText('需重新登录')).toBeTruthy();
    await loadDictionary();
    expect(await screen.findByText('原材料')).toBeTruthy();
    const stored: unknown = JSON.parse(localStorage.getItem('DICT_TYPE_TREE') ?? 'null');
    expect(stored).toEqual({ value: serverTree, expire: null });
  });

  it('keeps the cached tree when loading fails (the request layer shows why)', async () => {
    const shown = vi.fn();
    const notifier: ApiNotifier = {
      error: shown,
      warning: vi.fn(),
      notice: vi.fn(),
      relogin: vi.fn(),
      results: vi.fn(),
    };
    setApiNotifier(notifier);
    localStorage.setItem('DICT_TYPE_TREE', JSON.stringify({ value: serverTree, expire: null }));
    serveTree(() => Response.json({ code: 500, message: '字典加载失败', success: false, data: null }));
    expect(await loadDictionary(createQueryClient())).toBeUndefined();
    expect(shown).toHaveBeenCalledWith('字典加载失败');
    render(<RawName />);
    expect(screen.getByText('原材料')).toBeTruthy();
  });

  it('treats a corrupt cache as no dictionary', () => {
    localStorage.setItem('DICT_TYPE_TREE', JSON.stringify({ value: [{ code: 42 }], expire: null }));
    const { result } = renderHook(useDictionary);
    expect(result.current).toBeUndefined();
  });
});

describe('refreshDictionary', () => {
  it('asks the server again even while the query cache holds a fresh tree, and the screens show the new label', async () => {
    const client = createQueryClient();
    serveTree();
    await loadDictionary(client);
    render(<RawName />);
    expect(screen.getByText('原材料')).toBeTruthy();
    const changed = [{ ...serverTree[0], children: [{ id: '11', code: 'RAW', name: '外购原材料', badge: 'error' }] }];
    const fetch = serveTree(() => Response.json({ code: 200, message: '操作成功', success: true, data: changed }));
    await refreshDictionary(client);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('外购原材料')).toBeTruthy();
  });
});

describe('useDictionaryLoader', () => {
  it('loads once when the shell is created, even under StrictMode', async () => {
    const fetch = serveTree();
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </StrictMode>
    );
    const { result } = renderHook(
      () => {
        useDictionaryLoader();
        return useDictionary();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current).toEqual(serverTree));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
