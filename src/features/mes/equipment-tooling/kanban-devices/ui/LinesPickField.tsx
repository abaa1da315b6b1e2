import { ApartmentOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LineSelector, useLines } from '@/entities/production-line';

interface LinesPickFieldProps {
  id: string;
  value: string[];
  onChange: (ids: string[]) => void;
  /** '编码 名称' of the lines already bound (the row's), until the line list has arrived. */
  knownNames?: ReadonlyMap<string, string>;
}

/** The lines a board shows: closable tags, more picked in the line selector (several at once). */
export function LinesPickField({ id, value, onChange, knownNames }: LinesPickFieldProps) {
  const [open, setOpen] = useState(false);
  const lines = useLines();
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const nameOf = (lineId: string) => {
    const line = lines.data?.find((l) => l.id === lineId);
    return line ? `${line.code} ${line.name}` : (picked.get(lineId) ?? knownNames?.get(lineId) ?? lineId);
  };
  return (
    <Flex id={id} gap={4} wrap align="center">
      {value.length === 0 && <Typography.Text type="secondary">未绑定产线</Typography.Text>}
      {value.map((lineId) => (
        <Tag
          key={lineId}
          closable
          closeIcon={<span aria-label={`移除 ${nameOf(lineId)}`}>×</span>}
          onClose={() => onChange(value.filter((v) => v !== lineId))}
        >
          {nameOf(lineId)}
        </Tag>
      ))}
      <Button size="small" icon={<ApartmentOutlined />} onClick={() => setOpen(true)}>
        选择产线
      </Button>
      {open && (
        <LineSelector
          open
          title="选择绑定产线"
          onCancel={() => setOpen(false)}
          onOk={(chosen) => {
            setPicked(new Map([...picked, ...chosen.map((l): [string, string] => [l.id, `${l.code} ${l.name}`])]));
            onChange([...value, ...chosen.map((l) => l.id).filter((lineId) => !value.includes(lineId))]);
            setOpen(false);
          }}
        />
      )}
    </Flex>
  );
}
