import { Button, Checkbox, Empty, Flex } from 'antd';
import { useState } from 'react';
import type { SearchOption } from '@/shared/lib/table-query';
import styles from './SearchBar.module.css';

interface OptionListProps {
  options: readonly SearchOption[];
  multiple: boolean;
  onPick: (values: Array<string | number>) => void;
}

/** The option list of a select or radio condition: a click picks one; several are ticked and confirmed. */
export function OptionList({ options, multiple, onPick }: OptionListProps) {
  const [ticked, setTicked] = useState<Array<string | number>>([]);
  if (options.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  if (!multiple) {
    return (
      <ul className={styles.options} role="listbox">
        {options.map((o) => (
          <li
            key={String(o.value)}
            role="option"
            aria-selected={false}
            tabIndex={0}
            onClick={() => onPick([o.value])}
            onKeyDown={(e) => e.key === 'Enter' && onPick([o.value])}
          >
            {o.title}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Flex vertical gap={8}>
      <Checkbox.Group
        value={ticked}
        onChange={(v) => setTicked(v)}
        options={options.map((o) => ({ label: o.title, value: o.value }))}
        className={styles.checks}
      />
      <Button type="primary" size="small" disabled={ticked.length === 0} onClick={() => onPick(ticked)}>
        确定
      </Button>
    </Flex>
  );
}
