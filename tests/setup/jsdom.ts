/** jsdom shims antd needs (architecture.md §2), and Testing Library cleanup between tests. Node-environment files skip it. */
import { act, cleanup } from '@testing-library/react';
import { ConfigProvider, message, Modal, notification } from 'antd';
import { createElement } from 'react';
import { afterAll, afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  // antd's static toasts and dialogs live outside Testing Library's containers, with timers of their own. Without
  // motion they open and close at once; whatever is left is closed before the file's jsdom goes away (React
  // rendering into a missing window would fail with "window is not defined").
  ConfigProvider.config({
    holderRender: (children) => createElement(ConfigProvider, { theme: { token: { motion: false } } }, children),
  });
  afterAll(async () => {
    message.destroy();
    notification.destroy();
    Modal.destroyAll();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
  });

  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });

  window.matchMedia ??= (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });

  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub;

  // jsdom does not implement pseudo-element styles; antd asks for them while measuring.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
}
