import { App } from 'antd';
import { useEffect } from 'react';
import { API_MESSAGES, setApiNotifier } from '@/shared/api';
import { ResultTable } from '@/shared/ui/result-table';

/** Lets the request layer speak through antd's context-aware message, notification and modal (§8). */
export function ApiNotifierBinding() {
  const { message, notification, modal } = App.useApp();
  useEffect(() => {
    setApiNotifier({
      error: (content, seconds) => void message.error(content, seconds),
      warning: (content) => void message.warning(content),
      notice: (title, description, seconds) => notification.warning({ title, description, duration: seconds }),
      relogin: (content, onConfirm) =>
        modal.warning({
          title: API_MESSAGES.noticeTitle,
          content,
          okText: API_MESSAGES.relogin,
          onOk: onConfirm,
          closable: false,
          keyboard: false,
          mask: { closable: false },
        }),
      results: (content, rows) =>
        modal.error({
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
    });
  }, [message, notification, modal]);
  return null;
}
