import { CloseOutlined } from '@ant-design/icons';
import { Button, Popover, Space } from 'antd';
import { useState } from 'react';
import { IconByName } from '@/shared/ui/icon';
import { IconPicker } from './IconPicker';

/**
 * A form field over the product.md §2.6 picker: the chosen icon and its name on a button that opens the picker in a popover;
 * 清除 empties it ('' is no icon). `label` names the button for assistive tech (default 图标).
 */
export function IconPickerField({
  id,
  value,
  onChange,
  label = '图标',
}: {
  id?: string;
  value: string;
  onChange: (name: string) => void;
  label?: string;
}) {
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
        <Button
          id={id}
          icon={value ? <IconByName name={value} /> : undefined}
          aria-label={`${label}：${value || '选择图标'}`}
          aria-haspopup="dialog"
          aria-expanded={open}
        >
          {value || '选择图标'}
        </Button>
      </Popover>
      {value && <Button aria-label={`清除${label}`} icon={<CloseOutlined />} onClick={() => onChange('')} />}
    </Space.Compact>
  );
}
