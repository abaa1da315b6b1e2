/** Component-test support: a fake backend behind fetch, the providers screens need, and closing static feedback. */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { message, Modal } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { configureApi, createQueryClient } from '@/shared/api';
import { LookupsProvider, NO_LOOKUPS, type Lookups } from '@/shared/lib/lookups';

export interface Call {
  path: string;
  /** The JSON body of an API call, or the FormData of an upload. */
  body: unknown;
  headers: Headers;
}

type Answer = (call: Call) => Response;

export const ok = (data?: unknown) => () => Response.json({ code: 200, message: '操作成功', success: true, data });
export const fail =
  (message: string, code = 1013002) =>
  () =>
    Response.json({ code, message, success: false, data: null });

/** XMLHttpRequest as uploads use it (progress, load, error), answered by the same routes as fetch. */
function fakeXhr(routes: Record<string, Answer>, calls: Call[]) {
  return class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private url = '';
    private headers = new Headers();
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    send(body: unknown) {
      const call: Call = {
        path: new URL(this.url, 'http://app.test').pathname.replace(/^\/api/, ''),
        body,
        headers: this.headers,
      };
      calls.push(call);
      const answer = routes[call.path];
      void (async () => {
        if (!answer) {
          this.onerror?.();
          return;
        }
        const response = answer(call);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      })();
    }
  };
}

/** Answers calls by path (without /api), through fetch and XMLHttpRequest; records every call. Unknown paths answer 404. */
export function serve(routes: Record<string, Answer>): Call[] {
  configureApi({ baseUrl: 'http://app.test/api' });
  const calls: Call[] = [];
  vi.stubGlobal('XMLHttpRequest', fakeXhr(routes, calls));
  vi.stubGlobal('fetch', async (input: Request | URL | string, init?: RequestInit) => {
    let call: Call;
    if (input instanceof Request) {
      const text = await input.clone().text();
      call = {
        path: new URL(input.url).pathname.replace(/^\/api/, ''),
        body: text ? JSON.parse(text) : undefined,
        headers: input.headers,
      };
    } else {
      call = {
        path: new URL(String(input)).pathname.replace(/^\/api/, ''),
        body: init?.body,
        headers: new Headers(init?.headers),
      };
    }
    calls.push(call);
    const answer = routes[call.path];
    return answer
      ? answer(call)
      : Response.json({ code: 404, message: `no route ${call.path}`, success: false }, { status: 404 });
  });
  return calls;
}

/** Renders with a fresh query client, a router at `route`, and the session lookups (permissions, dictionary). */
export function renderWithProviders(ui: ReactElement, route = '/', lookups: Lookups = NO_LOOKUPS) {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LookupsProvider value={lookups}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </LookupsProvider>
    </QueryClientProvider>,
  );
  return { queryClient, ...view };
}

/** Toasts and confirms live outside the rendered tree: close them so no timer fires after the test environment is gone. */
export async function closeFeedback(): Promise<void> {
  await act(async () => {
    message.destroy();
    Modal.destroyAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
