import { LinkOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { Button, Flex, Input, Popover, Typography } from 'antd';
import { useState } from 'react';
import { linkFromInput } from './editor-value';
import { ToolbarButton } from './ToolbarButton';

/** 链接: a small box for the address; an empty address removes the link, unsafe schemes are refused. */
export function LinkButton({ editor, active, disabled }: { editor: Editor; active: boolean; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const show = (next: boolean) => {
    if (next) {
      const href: unknown = editor.getAttributes('link').href;
      setText(typeof href === 'string' ? href : '');
      setError(undefined);
    }
    setOpen(next);
  };

  const apply = () => {
    const link = linkFromInput(text);
    if ('error' in link) {
      setError(link.error);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if ('remove' in link) chain.unsetLink().run();
    else chain.setLink({ href: link.href }).run();
    setOpen(false);
  };

  const content = (
    <Flex vertical gap={8} style={{ width: 300 }}>
      <Input
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={apply}
        placeholder="请输入链接地址，如 https://example.com"
        status={error ? 'error' : undefined}
        aria-label="链接地址"
      />
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      <Flex justify="end" gap={8}>
        <Button size="small" onClick={() => setOpen(false)}>
          取消
        </Button>
        <Button size="small" type="primary" onClick={apply}>
          确定
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Popover trigger="click" open={open} onOpenChange={show} content={content} title="插入链接">
      <span>
        <ToolbarButton
          label="链接"
          icon={<LinkOutlined />}
          active={active}
          disabled={disabled}
          onClick={() => show(!open)}
        />
      </span>
    </Popover>
  );
}
