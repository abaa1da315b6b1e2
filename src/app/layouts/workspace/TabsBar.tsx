import { Dropdown, Tabs } from 'antd';
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

/** The tab strip of the workspace; right-click a tab for close current / right / left / all (§2.4). */
export function TabsBar({ tabs, activeId, onSelect, onCommand }: TabsBarProps) {
  const runCommand = (key: string, tabId: number) => {
    const command = COMMANDS.find((c) => c.key === key);
    if (command) onCommand(command.key, tabId);
  };
  return (
    <Tabs
      className={styles.tabs}
      type="editable-card"
      hideAdd
      size="small"
      activeKey={String(activeId)}
      onChange={(key) => {
        const tab = tabs.find((t) => String(t.id) === key);
        if (tab) onSelect(tab);
      }}
      onEdit={(key, action) => {
        if (action === 'remove') onCommand('close', Number(key));
      }}
      items={tabs.map((tab) => ({
        key: String(tab.id),
        closable: true,
        label: (
          <Dropdown trigger={['contextMenu']} menu={{ items: COMMANDS, onClick: ({ key }) => runCommand(key, tab.id) }}>
            <span data-tab-path={tab.fullPath}>{tab.title}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
