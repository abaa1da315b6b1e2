import { Button, Popover, Space } from 'antd';
import { useState } from 'react';
import { IconByName } from '@/shared/ui/icon';
import { IconPicker } from '@/shared/ui/icon-picker';

/** The chosen icon on a button; the icon picker (§2.6, its tabs and search) opens beside it and closes on a choice. */
export function IconField({ id, value, onChange }: { id: string; value: string; onChange: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomLeft"
      content={
        <IconPicker
          value={value}
          onChange={(name) => {
            onChange(name);
            setOpen(false);
          }}
        />
      }
    >
      <Button id={id} block style={{ justifyContent: 'flex-start' }}>
        <Space size={6}>
          {value ? <IconByName name={value} /> : null}
          {value || '请选择图标'}
        </Space>
      </Button>
    </Popover>
  );
}
