import { CloseOutlined } from '@ant-design/icons';
import { Button, Popover, Space } from 'antd';
import { useState } from 'react';
import { IconPicker } from '@/shared/ui/icon-picker';
import { IconByName } from '@/shared/ui/icon';

/** The icon of a menu entry: the chosen icon and its name on a button that opens the §2.6 picker; 清除 empties it. */
export function IconField({ id, value, onChange }: { id: string; value: string; onChange: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Space.Compact>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomLeft"
        title="选择图标"
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
        <Button id={id} icon={value ? <IconByName name={value} /> : undefined} aria-label={`图标：${value || '选择图标'}`} aria-haspopup="dialog" aria-expanded={open}>
          {value || '选择图标'}
        </Button>
      </Popover>
      {value && <Button aria-label="清除图标" icon={<CloseOutlined />} onClick={() => onChange('')} />}
    </Space.Compact>
  );
}
