import { describe, expect, it } from 'vitest';
import { EMPTY_TABS, openTab, renameTabs, runTabCommand, TAB_MESSAGES, type TabsState } from './tabs-model';

const open = (...paths: string[]) =>
  paths.reduce<TabsState>((s, p) => openTab(s, p, p.split('?')[0] ?? p, p), EMPTY_TABS);
const paths = (s: TabsState) => s.tabs.map((t) => t.fullPath);
const active = (s: TabsState) => s.tabs.find((t) => t.id === s.activeId)?.fullPath;
function idAt(s: TabsState, index: number): number {
  const tab = s.tabs[index];
  if (!tab) throw new Error(`no tab at ${index}`);
  return tab.id;
}
function activeId(s: TabsState): number {
  if (s.activeId === undefined) throw new Error('no active tab');
  return s.activeId;
}

describe('openTab', () => {
  it('opens a tab per full path and re-activates a visited one', () => {
    const s = openTab(open('/a', '/b'), '/a', '/a', 'A');
    expect(paths(s)).toEqual(['/a', '/b']);
    expect(active(s)).toBe('/a');
  });

  it('keeps a same-page query change in the active tab, but opens a new tab for another record id', () => {
    expect(paths(open('/list', '/list?pageNo=2'))).toEqual(['/list?pageNo=2']);
    expect(paths(open('/d?id=1', '/d?id=2'))).toEqual(['/d?id=1', '/d?id=2']);
  });

  it('renames every tab of a route', () => {
    expect(renameTabs(open('/d?id=1'), '/d', '物料详情').tabs[0]?.title).toBe('物料详情');
  });
});

describe('tab commands (product.md §2.4)', () => {
  it('never closes the last tab', () => {
    const s = open('/a');
    expect(runTabCommand(s, 'close', idAt(s, 0))).toEqual({ state: s, message: TAB_MESSAGES.last });
    expect(runTabCommand(s, 'closeAll', idAt(s, 0)).message).toBe(TAB_MESSAGES.last);
  });

  it('closing the active tab activates its right neighbour, else its left one', () => {
    const s = openTab(open('/a', '/b', '/c'), '/b', '/b', 'b');
    expect(active(runTabCommand(s, 'close', activeId(s)).state)).toBe('/c');
    const last = open('/a', '/b', '/c');
    expect(active(runTabCommand(last, 'close', activeId(last)).state)).toBe('/b');
  });

  it('says when there is nothing on the left or the right', () => {
    const s = open('/a', '/b');
    expect(runTabCommand(s, 'closeLeft', idAt(s, 0)).message).toBe(TAB_MESSAGES.noLeft);
    expect(runTabCommand(s, 'closeRight', idAt(s, 1)).message).toBe(TAB_MESSAGES.noRight);
  });

  it('closes the left or right side and keeps the active tab when it survives', () => {
    const s = open('/a', '/b', '/c', '/d');
    const right = runTabCommand(s, 'closeRight', idAt(s, 1)).state;
    expect(paths(right)).toEqual(['/a', '/b']);
    expect(active(right)).toBe('/b');
    const left = runTabCommand(s, 'closeLeft', idAt(s, 2)).state;
    expect(paths(left)).toEqual(['/c', '/d']);
    expect(active(left)).toBe('/d');
  });

  it('close all keeps the tab it was given on', () => {
    const s = open('/a', '/b', '/c');
    const all = runTabCommand(s, 'closeAll', idAt(s, 1)).state;
    expect(paths(all)).toEqual(['/b']);
    expect(active(all)).toBe('/b');
  });
});
