import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip, message } from 'antd';
import { useState } from 'react';

export const COPY_TEXTS = {
  tip: '复制到剪贴板',
  success: '复制成功',
  fail: '复制失败',
  missing: '未指定复制内容',
} as const;

/** Copies with the Clipboard API, or through a selected textarea where the API is missing (plain http). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.style.cssText = 'position:fixed;opacity:0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/** product.md §2.6 copy widget: ready, success and fail states with their product.md §8 texts. */
export function CopyButton({ text }: { text: string | null | undefined }) {
  const [state, setState] = useState<'ready' | 'success' | 'fail'>('ready');
  const copy = async () => {
    if (!text) {
      void message.warning(COPY_TEXTS.missing);
      return;
    }
    try {
      await copyText(text);
      setState('success');
      void message.success(COPY_TEXTS.success);
    } catch {
      setState('fail');
      void message.error(COPY_TEXTS.fail);
    }
  };
  return (
    <Tooltip title={COPY_TEXTS.tip}>
      <Button
        type="text"
        size="small"
        aria-label={COPY_TEXTS.tip}
        icon={state === 'success' ? <CheckOutlined /> : <CopyOutlined />}
        onClick={() => void copy()}
      />
    </Tooltip>
  );
}
