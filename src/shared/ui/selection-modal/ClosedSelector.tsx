import { SelectOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';

export interface ClosedSelectorProps<Row> {
  id?: string;
  /** The chosen rows. */
  value?: readonly Row[] | null;
  onChange?: (rows: Row[]) => void;
  /** What a chosen row is called on its tag. */
  labelOf: (row: Row) => string;
  keyOf: (row: Row) => string;
  placeholder?: string;
  disabled?: boolean;
  /** The selector dialog, opened by the field's button (width 900 by default, product.md §2.6). */
  renderModal: (props: { open: boolean; onCancel: () => void; onOk: (rows: Row[]) => void }) => ReactNode;
}

/**
 * The generic closed selector (product.md §2.6): a field that shows what was chosen as tags and opens its selector to choose;
 * binds into react-hook-form through FormField (value/onChange of the chosen rows).
 */
export function ClosedSelector<Row>({
  id,
  value,
  onChange,
  labelOf,
  keyOf,
  placeholder = '请选择',
  disabled,
  renderModal,
}: ClosedSelectorProps<Row>) {
  const [open, setOpen] = useState(false);
  const chosen = value ?? [];
  return (
    <>
      <Flex
        id={id}
        align="center"
        gap={4}
        wrap
        className="ant-input-outlined"
        style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: '1px 4px 1px 8px', minHeight: 32 }}
      >
        <Flex wrap gap={4} style={{ flex: 1 }}>
          {chosen.length === 0 && <Typography.Text type="secondary">{placeholder}</Typography.Text>}
          {chosen.map((row) => (
            <Tag
              key={keyOf(row)}
              closable={!disabled}
              onClose={() => onChange?.(chosen.filter((r) => keyOf(r) !== keyOf(row)))}
            >
              {labelOf(row)}
            </Tag>
          ))}
        </Flex>
        <Button
          type="text"
          size="small"
          icon={<SelectOutlined />}
          disabled={disabled}
          aria-label={placeholder}
          onClick={() => setOpen(true)}
        />
      </Flex>
      {renderModal({
        open,
        onCancel: () => setOpen(false),
        onOk: (rows) => {
          onChange?.(rows);
          setOpen(false);
        },
      })}
    </>
  );
}
