import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { MaterialSelector, type MaterialRow } from './MaterialSelector';

export interface MaterialPickFieldProps {
  id?: string;
  /** The chosen material's id: what a form sends. */
  value?: string | null;
  onChange?: (id: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** The value's code and name where the form starts from a record (an edit), until another one is picked. */
  text?: string | undefined;
  /** The whole material picked (its unit, its code), beside its id. */
  onPick?: (material: MaterialRow) => void;
}

/** A form field holding one material: its code and name shown read-only, chosen in the material selector. */
export function MaterialPickField({
  id,
  value,
  onChange,
  onBlur,
  placeholder = '请选择物料',
  text: known,
  onPick,
}: MaterialPickFieldProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<MaterialRow>();
  const text = picked && picked.id === value ? `${picked.code} ${picked.name}` : value ? (known ?? value) : '';
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} readOnly value={text} placeholder={placeholder} onClick={() => setOpen(true)} onBlur={onBlur} />
        <Button icon={<SearchOutlined />} onClick={() => setOpen(true)}>
          选择
        </Button>
      </Space.Compact>
      {open && (
        <MaterialSelector
          open
          multiple={false}
          onCancel={() => setOpen(false)}
          onOk={([material]) => {
            setOpen(false);
            if (!material) return;
            setPicked(material);
            onChange?.(material.id);
            onPick?.(material);
          }}
        />
      )}
    </>
  );
}
