import { CloseOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { Tabs } from '@/shared/ui/tabs';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { TabCommand, WorkspaceTab } from './tabs-model';
import styles from './Workspace.module.css';

const COMMANDS: { key: TabCommand; label: string }[] = [
  { key: 'close', label: '关闭当前标签' },
  { key: 'closeRight', label: '关闭右侧' },
  { key: 'closeLeft', label: '关闭左侧' },
  { key: 'closeAll', label: '关闭全部' },
];

interface TabsBarProps {
  tabs: readonly WorkspaceTab[];
  activeId: number | undefined;
  onSelect(tab: WorkspaceTab): void;
  onCommand(command: TabCommand, tabId: number): void;
}

/**
 * The tab strip of the workspace; right-click a tab for close current / right / left / all (product.md §2.4). A tab closes by
 * its ✕ or, focused, by Delete. The ✕ is part of the tab, not antd's remove button: that button (named "remove")
 * sits in the tablist beside the tabs, which a tablist may not hold (WCAG, axe's aria-required-children).
 */
export function TabsBar({ tabs, activeId, onSelect, onCommand }: TabsBarProps) {
  const runCommand = (key: string, tabId: number) => {
    const command = COMMANDS.find((c) => c.key === key);
    if (command) onCommand(command.key, tabId);
  };
  const close = (event: MouseEvent, tabId: number) => {
    event.stopPropagation();
    onCommand('close', tabId);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Delete' || !(event.target instanceof HTMLElement) || event.target.getAttribute('role') !== 'tab')
      return;
    const key = event.target.closest('[data-node-key]')?.getAttribute('data-node-key');
    if (key) onCommand('close', Number(key));
  };
  return (
    <nav aria-label="已打开的页面" onKeyDown={onKeyDown}>
      <Tabs
        className={styles.tabs}
        type="card"
        size="small"
        activeKey={String(activeId)}
        // Every click, not only a change of antd's active key: a navigation is a transition, so the URL can
        // already name the other tab while the strip still shows this one active, and onChange would drop the click.
        onTabClick={(key) => {
          const tab = tabs.find((t) => String(t.id) === key);
          if (tab) onSelect(tab);
        }}
        items={tabs.map((tab) => ({
          key: String(tab.id),
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{ items: COMMANDS, onClick: ({ key }) => runCommand(key, tab.id) }}
            >
              <span className={styles.tabLabel}>
                <span data-tab-path={tab.fullPath}>{tab.title}</span>
                <CloseOutlined
                  className={styles.tabClose}
                  aria-hidden="true"
                  title="关闭"
                  onClick={(event) => close(event, tab.id)}
                />
              </span>
            </Dropdown>
          ),
        }))}
      />
    </nav>
  );
}
