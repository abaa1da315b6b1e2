import { ExportOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Modal, type InputRef } from 'antd';
// The plain input, as the login form and the data table import it: antd's Input index drags in Password, Search and
// TextArea, and splitting them off from the chunks the screens share costs the shell + table load.
import Input from 'antd/es/input/Input';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import {
  buildMenuIndex,
  emptyTextOf,
  menuPathOf,
  searchMenu,
  TEXT_ONLY,
  type IndexedScreen,
  type MenuScreen,
  type PinyinTools,
} from '../model/menu-index';
import { recentScreens } from '../model/recent-screens';
import styles from './MenuSearch.module.css';

interface MenuSearchDialogProps {
  open: boolean;
  screens: readonly MenuScreen[];
  onClose(): void;
  onChoose(screen: MenuScreen): void;
}

/** pinyin-pro is loaded when the search first opens, once; until then (or if it fails) the search matches text only. */
function usePinyinTools(): PinyinTools {
  const [tools, setTools] = useState<PinyinTools>(TEXT_ONLY);
  useEffect(() => {
    let live = true;
    import('pinyin-pro')
      .then(({ pinyin, match }) => {
        if (live) setTools({ pinyin, match });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return tools;
}

/** The search dialog: a combobox over a listbox of screens; arrows move, Enter opens, Esc closes. */
export function MenuSearchDialog({ open, screens, onClose, onChoose }: MenuSearchDialogProps) {
  const tools = usePinyinTools();
  const index = useMemo(() => buildMenuIndex(screens, tools), [screens, tools]);
  const input = useRef<InputRef>(null);
  return (
    <Modal
      open={open}
      title="搜索页面"
      footer={null}
      width={600}
      destroyOnHidden
      onCancel={onClose}
      // Focus moves to the box once the dialog is open, not on mount: the dialog first notes the element that had
      // the focus (the opener) to give it back on close.
      afterOpenChange={(opened) => {
        if (opened) input.current?.focus();
      }}
      className={styles.dialog}
    >
      <SearchPanel index={index} tools={tools} inputRef={input} onChoose={onChoose} />
    </Modal>
  );
}

interface SearchPanelProps {
  index: readonly IndexedScreen[];
  tools: PinyinTools;
  inputRef: RefObject<InputRef | null>;
  onChoose(screen: MenuScreen): void;
}

/** Mounted afresh each time the dialog opens (destroyOnHidden): an empty query, the recent screens. */
function SearchPanel({ index, tools, inputRef, onChoose }: SearchPanelProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [recents] = useState(recentScreens.list);
  const hits = useMemo(() => searchMenu(index, query, recents, tools), [index, query, recents, tools]);
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const current = Math.min(active, Math.max(hits.length - 1, 0));

  useEffect(() => {
    document.getElementById(`${listId}-option-${current}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current, listId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = hits.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((current + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((current - 1 + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[current];
      if (hit) onChoose(hit.screen);
    }
  };

  const heading = query.trim() === '' && hits.length > 0 ? '最近访问' : undefined;
  return (
    <div className={styles.panel}>
      <Input
        ref={inputRef}
        allowClear
        size="large"
        prefix={<FileSearchOutlined aria-hidden />}
        placeholder="输入页面名称、菜单路径、拼音或首字母，如 wllx"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label="搜索页面"
        aria-autocomplete="list"
        aria-expanded={hits.length > 0}
        aria-controls={hits.length > 0 ? listId : undefined}
        aria-activedescendant={hits.length > 0 ? optionId(current) : undefined}
      />
      {heading && <div className={styles.heading}>{heading}</div>}
      {hits.length > 0 ? (
        <ul id={listId} role="listbox" aria-label={heading ?? '搜索结果'} className={styles.list}>
          {hits.map((hit, i) => (
            <li
              key={hit.screen.path}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              className={styles.option}
              onMouseMove={() => i !== current && setActive(i)}
              onClick={() => onChoose(hit.screen)}
            >
              <span className={styles.title}>
                {hit.screen.title}
                {hit.screen.externalLink && <ExportOutlined className={styles.external} aria-label="在新窗口打开" />}
                {hit.recent && query.trim() !== '' && <span className={styles.recent}>最近访问</span>}
              </span>
              <span className={styles.path}>{menuPathOf(hit.screen)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div role="status" className={styles.empty}>
          {emptyTextOf(query)}
        </div>
      )}
      <div className={styles.help} aria-hidden>
        <span>↑ ↓ 选择</span>
        <span>Enter 打开</span>
        <span>Esc 关闭</span>
      </div>
    </div>
  );
}
