import { DownOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Popover, Space } from 'antd';
// The plain input by path: antd's Input index also carries Password, OTP and Search (the login chunk's parts).
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { TABLE } from '@/shared/config';
import {
  hasSearchValue,
  isRangeValue,
  type ActiveCondition,
  type SearchCondition,
  type SearchValue,
} from '@/shared/lib/table-query';
import { conditionText, numberInput } from './condition-value';
import { useConditionOptions } from './use-condition-options';
import { OptionList } from './OptionList';
import { DateField, RangeField } from './lazy-fields';
import styles from './SearchBar.module.css';

export interface SearchBarProps {
  /** The properties offered (searchType 'query', shown). The first is chosen at start. */
  conditions: readonly SearchCondition[];
  onSearch: (condition: ActiveCondition) => void;
  /** A narrow toolbar: the input at its product.md §2.6 minimum width (250 px) instead of 300. */
  compact?: boolean;
}

export const SEARCH_PLACEHOLDER = '选择属性项搜索/输入关键字识别搜索';

/**
 * The table search bar (product.md §4.1, §5): a property from the hover list, then a keyword, an option, a date or a range;
 * Enter (not while an IME composes), an option click or 搜索 emits the condition when it has a value (zero counts),
 * then the bar clears.
 */
export function SearchBar({ conditions, onSearch, compact = false }: SearchBarProps) {
  const [key, setKey] = useState(conditions[0]?.key);
  const condition = conditions.find((c) => c.key === key) ?? conditions[0];
  const options = useConditionOptions(condition);
  const [value, setValue] = useState<SearchValue | undefined>();
  const [popupOpen, setPopupOpen] = useState(false);
  if (!condition) return null;

  const emit = (next: SearchValue | undefined) => {
    if (hasSearchValue(next))
      onSearch({
        key: condition.key,
        type: condition.type,
        value: next,
        text: conditionText(condition, next, options),
      });
    setValue(undefined);
    setPopupOpen(false);
  };
  const choose = (nextKey: string) => {
    setKey(nextKey);
    setValue(undefined);
    setPopupOpen(false);
  };
  const { type } = condition;
  const picksFromList = type === 'select' || type === 'radio';
  const isRange = type === 'dateRange' || type === 'numberRange';

  const input = (() => {
    if (type === 'date' || type === 'month') {
      return (
        <DateField
          className={compact ? `${styles.input} ${styles.inputCompact}` : styles.input}
          picker={type === 'month' ? 'month' : 'date'}
          label={condition.title}
          placeholder={SEARCH_PLACEHOLDER}
          value={typeof value === 'string' ? value : undefined}
          onChange={setValue}
        />
      );
    }
    const shown =
      picksFromList || isRange
        ? value === undefined
          ? ''
          : conditionText(condition, value, options)
        : typeof value === 'string'
          ? value
          : '';
    return (
      <Input
        className={compact ? `${styles.input} ${styles.inputCompact}` : styles.input}
        aria-label={condition.title}
        placeholder={SEARCH_PLACEHOLDER}
        readOnly={picksFromList || isRange}
        value={shown}
        maxLength={type === 'number' ? TABLE.numberSearchMaxLength : undefined}
        inputMode={type === 'number' ? 'numeric' : undefined}
        onClick={() => (picksFromList || isRange) && setPopupOpen(true)}
        onChange={(e) => setValue(type === 'number' ? numberInput(e.target.value) : e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setPopupOpen(false);
          if (e.key === 'Enter' && !e.nativeEvent.isComposing && !picksFromList && !isRange) emit(value);
        }}
      />
    );
  })();

  const popup = picksFromList ? (
    <OptionList
      options={options}
      multiple={condition.multiple === true}
      onPick={(values) => emit(condition.multiple ? values : values[0])}
    />
  ) : isRange ? (
    <Flex vertical gap={8}>
      <RangeField type={type} value={value && isRangeValue(value) ? value : {}} onChange={setValue} />
      <Button type="primary" size="small" onClick={() => emit(value)}>
        确定
      </Button>
    </Flex>
  ) : null;

  return (
    <Space.Compact className={styles.bar}>
      <Dropdown
        trigger={['hover', 'click']}
        menu={{
          items: conditions.map((c) => ({ key: c.key, label: c.title })),
          selectable: true,
          selectedKeys: [condition.key],
          onClick: ({ key: next }) => choose(next),
        }}
      >
        <Button aria-label={`选择属性项：${condition.title}`}>
          {condition.title} <DownOutlined />
        </Button>
      </Dropdown>
      {popup ? (
        <Popover
          open={popupOpen}
          onOpenChange={setPopupOpen}
          trigger="click"
          placement="bottomLeft"
          arrow={false}
          // product.md §9: 288 px wide; antd shifts and flips it to stay inside the window.
          styles={{ root: { width: TABLE.queryPopupWidth } }}
          content={<div onKeyDown={(e) => e.key === 'Escape' && setPopupOpen(false)}>{popup}</div>}
        >
          {input}
        </Popover>
      ) : (
        input
      )}
      <Button type="primary" icon={<SearchOutlined />} onClick={() => emit(value)}>
        搜索
      </Button>
    </Space.Compact>
  );
}
