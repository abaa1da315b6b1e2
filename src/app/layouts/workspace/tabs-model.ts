/**
 * The multi-tab workspace (product.md §2.4) as a pure model: a tab per visited full path, the last tab never closes, and the
 * close-left/right/all commands say when there is nothing to close.
 */
export interface WorkspaceTab {
  /** Stable for the tab's life: the kept-alive view is keyed by it. */
  id: number;
  fullPath: string;
  path: string;
  title: string;
}

export interface TabsState {
  tabs: WorkspaceTab[];
  activeId: number | undefined;
  nextId: number;
}

export const EMPTY_TABS: TabsState = { tabs: [], activeId: undefined, nextId: 1 };

export const TAB_MESSAGES = {
  last: '这是最后一个标签了，无法被关闭',
  noLeft: '左侧没有标签',
  noRight: '右侧没有标签',
  noOthers: '没有可关闭的其他标签',
} as const;

export type TabCommand = 'close' | 'closeLeft' | 'closeRight' | 'closeAll';
export type TabResult = { state: TabsState; message?: (typeof TAB_MESSAGES)[keyof typeof TAB_MESSAGES] };

const isIdKey = (key: string) => key === 'id' || /(Id|_id)$/.test(key);

/** A query change on the same page (a filter, a page number) stays in its tab unless a record id changed. */
function sameView(a: string, b: string): boolean {
  const x = new URL(a, 'http://app.invalid');
  const y = new URL(b, 'http://app.invalid');
  if (x.pathname !== y.pathname) return false;
  const keys = new Set([...x.searchParams.keys(), ...y.searchParams.keys()].filter(isIdKey));
  return [...keys].every((key) => x.searchParams.get(key) === y.searchParams.get(key));
}

/** Visiting a full path activates its tab, or the active tab takes a same-view query change, or a new tab opens. */
export function openTab(state: TabsState, fullPath: string, path: string, title: string): TabsState {
  const existing = state.tabs.find((tab) => tab.fullPath === fullPath);
  if (existing) return { ...state, activeId: existing.id };
  const active = state.tabs.find((tab) => tab.id === state.activeId);
  if (active && sameView(active.fullPath, fullPath)) {
    return { ...state, tabs: state.tabs.map((tab) => (tab === active ? { ...tab, fullPath } : tab)) };
  }
  const tab: WorkspaceTab = { id: state.nextId, fullPath, path, title };
  return { tabs: [...state.tabs, tab], activeId: tab.id, nextId: state.nextId + 1 };
}

export function renameTabs(state: TabsState, path: string, title: string): TabsState {
  if (!state.tabs.some((tab) => tab.path === path && tab.title !== title)) return state;
  return { ...state, tabs: state.tabs.map((tab) => (tab.path === path ? { ...tab, title } : tab)) };
}

/** Keeps only the tabs `keep` accepts; the active tab moves to a neighbour when it goes. */
function keepTabs(state: TabsState, keep: (tab: WorkspaceTab, index: number) => boolean): TabsState {
  const tabs = state.tabs.filter(keep);
  if (tabs.some((tab) => tab.id === state.activeId)) return { ...state, tabs };
  const index = state.tabs.findIndex((tab) => tab.id === state.activeId);
  const after = state.tabs.slice(index + 1).find((tab) => tabs.includes(tab));
  const before = state.tabs
    .slice(0, Math.max(index, 0))
    .reverse()
    .find((tab) => tabs.includes(tab));
  return { ...state, tabs, activeId: (after ?? before)?.id };
}

export function runTabCommand(state: TabsState, command: TabCommand, targetId: number): TabResult {
  const index = state.tabs.findIndex((tab) => tab.id === targetId);
  if (index < 0) return { state };
  switch (command) {
    case 'close':
      if (state.tabs.length <= 1) return { state, message: TAB_MESSAGES.last };
      return { state: keepTabs(state, (tab) => tab.id !== targetId) };
    case 'closeLeft':
      if (index === 0) return { state, message: TAB_MESSAGES.noLeft };
      return { state: keepTabs({ ...state, activeId: activeWithin(state, index, 'left') }, (_, i) => i >= index) };
    case 'closeRight':
      if (index === state.tabs.length - 1) return { state, message: TAB_MESSAGES.noRight };
      return { state: keepTabs({ ...state, activeId: activeWithin(state, index, 'right') }, (_, i) => i <= index) };
    case 'closeAll':
      if (state.tabs.length <= 1) return { state, message: TAB_MESSAGES.last };
      return { state: keepTabs({ ...state, activeId: targetId }, (tab) => tab.id === targetId) };
  }
}

/** Closing one side of a tab keeps the active tab if it survives, else the tab the command was given on. */
function activeWithin(state: TabsState, index: number, side: 'left' | 'right'): number | undefined {
  const activeIndex = state.tabs.findIndex((tab) => tab.id === state.activeId);
  const survives = side === 'left' ? activeIndex >= index : activeIndex <= index;
  return survives ? state.activeId : state.tabs[index]?.id;
}
