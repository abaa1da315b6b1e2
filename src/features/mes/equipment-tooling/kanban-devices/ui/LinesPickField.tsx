import { ApartmentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { mfgLinePageQueryOptions } from '@/shared/api';

// The selector (department tree, paging) loads when opened.
const LineSelector = lazy(() => import('@/entities/production-line').then((m) => ({ default: m.LineSelector })));
const enabledLines = mfgLinePageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } });

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
  const lines = useQuery({ ...enabledLines, staleTime: 5 * 60_000 });
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const nameOf = (lineId: string) => {
    const line = lines.data?.rows.find((l) => l.id === lineId);
    return line ? `${line.code} ${line.name}` : (picked.get(lineId) ?? knownNames?.get(lineId) ?? lineId);
  };
  return (
    <Flex id={id} gap={4} wrap align="center">
      {value.length === 0 && <Typography.Text type="secondary">未绑定产线</Typography.Text>}
      {value.map((lineId) => (
        <Tag key={lineId} closable closeIcon={<span aria-label={`移除 ${nameOf(lineId)}`}>×</span>} onClose={() => onChange(value.filter((v) => v !== lineId))}>
          {nameOf(lineId)}
        </Tag>
      ))}
      <Button size="small" icon={<ApartmentOutlined />} onClick={() => setOpen(true)}>
        选择产线
      </Button>
      <Suspense fallback={null}>
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
      </Suspense>
    </Flex>
  );
}
