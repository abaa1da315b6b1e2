import { API_MESSAGES, type ApiNotifier } from '@/shared/api';

/**
 * The request layer's voice (product.md §8), through antd's message, notification and modal. They are only needed once
 * something goes wrong, so they load in their own chunk: fetched when the browser is idle after the first screen,
 * or on the first failure, whichever comes first. This keeps them out of the login route's first load.
 */
const loadFeedback = () => import('./feedback');
const loadResultTable = () => import('@/shared/ui/result-table');

export function prefetchFeedback(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
  idle(() => void loadFeedback());
}

export const apiNotifier: ApiNotifier = {
  error: (content, seconds) => void loadFeedback().then(({ message }) => message.error(content, seconds)),
  warning: (content) => void loadFeedback().then(({ message }) => message.warning(content)),
  notice: (title, description, seconds) =>
    void loadFeedback().then(({ notification }) => notification.warning({ title, description, duration: seconds })),
  relogin: (content, onConfirm) =>
    void loadFeedback().then(({ Modal }) =>
      Modal.warning({
        title: API_MESSAGES.noticeTitle,
        content,
        okText: API_MESSAGES.relogin,
        onOk: onConfirm,
        closable: false,
        keyboard: false,
        mask: { closable: false },
      }),
    ),
  results: (content, rows) =>
    void Promise.all([loadFeedback(), loadResultTable()]).then(([{ Modal }, { ResultTable }]) =>
      Modal.error({
        title: '处理结果',
        width: 800,
        content: (
          <>
            <p>{content}</p>
            <ResultTable rows={rows} />
          </>
        ),
        okText: '关闭',
      }),
    ),
};
