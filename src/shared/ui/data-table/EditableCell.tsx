import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
// The plain input by path: antd's Input index also carries Password, OTP and Search (the login chunk's parts).
import Input from 'antd/es/input/Input';
import { useState, type ReactNode } from 'react';

interface EditableCellProps {
  display: ReactNode;
  initial: string;
  editing: boolean;
  /** Another cell is being edited: this one cannot start. */
  locked: boolean;
  /** The user may edit this cell (permission passed). */
  allowed: boolean;
  saveDisabled?: ((value: string) => boolean) | undefined;
  onStart: () => void;
  onCancel: () => void;
  onSave: (value: string) => Promise<unknown>;
}

/** product.md §4.1 inline edit: one field at a time, confirm (✓) and cancel (✗); Enter confirms, Escape cancels. */
export function EditableCell({
  display,
  initial,
  editing,
  locked,
  allowed,
  saveDisabled,
  onStart,
  onCancel,
  onSave,
}: EditableCellProps) {
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  if (!editing) {
    return (
      <Flex align="center" gap={4}>
        <span>{display}</span>
        {allowed && (
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label="编辑"
            disabled={locked}
            onClick={() => {
              setValue(initial);
              onStart();
            }}
          />
        )}
      </Flex>
    );
  }
  const blocked = saving || (saveDisabled?.(value) ?? false);
  const save = async () => {
    if (blocked) return;
    setSaving(true);
    try {
      await onSave(value);
    } catch {
      // The editor stays open with what was typed; the request layer or the screen has said why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex align="center" gap={4}>
      <Input
        size="small"
        autoFocus
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) void save();
          if (e.key === 'Escape') onCancel();
        }}
      />
      <Button
        type="text"
        size="small"
        icon={<CheckOutlined />}
        aria-label="确认"
        loading={saving}
        disabled={blocked}
        onClick={() => void save()}
      />
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined />}
        aria-label="取消"
        disabled={saving}
        onClick={onCancel}
      />
    </Flex>
  );
}
