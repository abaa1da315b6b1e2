import { SearchOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
// The plain input by path: antd's Input index also carries Password, OTP and Search (the login chunk's parts).
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { hasSearchValue, type ActiveCondition, type SearchFieldType } from '@/shared/lib/table-query';

interface HeaderQueryProps {
  field: string;
  title: string;
  type: SearchFieldType;
  onSearch: (condition: ActiveCondition) => void;
}

/** A column header's quick search (product.md §4.1): Enter confirms unless an IME is composing, Escape cancels. */
export function HeaderQuery({ field, title, type, onSearch }: HeaderQueryProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const close = () => {
    setOpen(false);
    setText('');
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      content={
        <Input
          autoFocus
          size="small"
          placeholder={`搜索${title}`}
          value={text}
          onChange={(e) => setText(type === 'number' ? e.target.value.replace(/[^\d]/g, '') : e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            const value = type === 'number' && text !== '' ? Number(text) : text.trim();
            if (hasSearchValue(value)) onSearch({ key: field, type, value, text: String(value) });
            close();
          }}
        />
      }
    >
      <SearchOutlined
        aria-label={`搜索${title}`}
        style={{ marginInlineStart: 4, cursor: 'pointer', color: text ? '#1677ff' : undefined }}
        onClick={(e) => e.stopPropagation()}
      />
    </Popover>
  );
}
