import { match, pinyin } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { buildMenuIndex, EMPTY_TEXT, emptyTextOf, menuPathOf, searchMenu, type MenuScreen } from './menu-index';
import { recentScreens, rememberRecent } from './recent-screens';

const tools = { pinyin, match };

const screen = (path: string, title: string, productName: string, trail: string[]): MenuScreen => ({
  path,
  title,
  productId: productName,
  productName,
  trail,
});

const screens: MenuScreen[] = [
  screen('/manufacture/mfgLine', '产线', '制造执行', ['生产建模']),
  screen('/manufacture/order', '生产工单', '制造执行', ['生产执行']),
  screen('/master/material', '物料', '主数据', ['物料管理']),
  screen('/master/materialGroup', '物料组', '主数据', ['物料管理']),
  screen('/master/materialType', '物料类型', '主数据', ['物料管理']),
  screen('/master/uom', '计量单位', '主数据', ['物料管理']),
  screen('/master/wipMaterial', '在制品物料', '主数据', ['物料管理']),
  screen('/manufacture/pqcRule', 'PQC 规则', '制造执行', ['异常与预警']),
  screen('/manufacture/toolCategory', '工装类别', '制造执行', ['设备工装']),
];
const index = buildMenuIndex(screens, tools);
const titles = (query: string, recents: string[] = []) =>
  searchMenu(index, query, recents, tools).map((hit) => hit.screen.title);

describe('the menu search index', () => {
  it('finds a screen by the initials of its title: wllx is 物料类型', () => {
    expect(titles('wllx')).toEqual(['物料类型']);
  });

  it('finds by initials prefix before initials substring: wl', () => {
    // 物料 (wl), 物料组 (wlz), 物料类型 (wllx) start with wl; 在制品物料 (zzpwl) only contains it; then the screens
    // under 物料管理 (its menu path) follow.
    expect(titles('wl')).toEqual(['物料', '物料组', '物料类型', '在制品物料', '计量单位']);
  });

  it('finds by full pinyin without spaces: wuliao, and its start: wul', () => {
    expect(titles('wuliao')).toEqual(['物料', '物料组', '物料类型', '在制品物料', '计量单位']);
    expect(titles('wuliaolei')).toEqual(['物料类型']);
    expect(titles('WuLiao LeiXing')).toEqual(['物料类型']);
  });

  it('finds by Chinese text in the title, and by a query mixing pinyin and characters', () => {
    expect(titles('类型')).toEqual(['物料类型']);
    expect(titles('wl类型')).toEqual(['物料类型']);
    expect(titles('wuliaolx')).toEqual(['物料类型']);
  });

  it('finds by the words of the menu path and the address, after the title matches', () => {
    expect(titles('生产建模')).toEqual(['产线']);
    // 计量单位 has 物料 only in its menu path: last.
    expect(titles('物料').at(-1)).toBe('计量单位');
    expect(titles('物料管理')).toEqual(['物料', '物料组', '物料类型', '计量单位', '在制品物料']);
    expect(titles('zhushuju')).toHaveLength(5);
    expect(titles('toolcategory')).toEqual(['工装类别']);
  });

  it('ranks an equal title before a prefix before a substring', () => {
    expect(titles('物料')).toEqual(['物料', '物料组', '物料类型', '在制品物料', '计量单位']);
  });

  it('ignores case and white space: pqc规则', () => {
    expect(titles('pqc规则')).toEqual(['PQC 规则']);
    expect(titles('pqcgz')).toEqual(['PQC 规则']);
  });

  it('puts recently opened screens first among title matches, most recent first', () => {
    expect(titles('wl', ['/master/materialType', '/master/wipMaterial'])).toEqual([
      '物料类型',
      '在制品物料',
      '物料',
      '物料组',
      '计量单位',
    ]);
    const hits = searchMenu(index, 'wl', ['/master/materialType'], tools);
    expect(hits.map((hit) => hit.recent)).toEqual([true, false, false, false, false]);
  });

  it('keeps a recent screen matched only by its menu path after the title matches', () => {
    expect(titles('物料', ['/master/uom'])).toEqual(['物料', '物料组', '物料类型', '在制品物料', '计量单位']);
  });

  it('lists the recent screens for an empty query, and only screens that still exist', () => {
    expect(titles('', ['/master/uom', '/gone', '/manufacture/mfgLine'])).toEqual(['计量单位', '产线']);
    expect(titles('   ')).toEqual([]);
  });

  it('finds nothing for a query nothing matches, and says so in Chinese', () => {
    expect(titles('xyzq')).toEqual([]);
    expect(titles('没有的页面')).toEqual([]);
    expect(emptyTextOf('xyzq')).toBe(EMPTY_TEXT);
    expect(EMPTY_TEXT).toBe('没有找到匹配的页面');
    expect(emptyTextOf('')).toBe('输入页面名称、拼音或首字母搜索');
  });

  it('shows the product and the menu path of a screen', () => {
    expect(menuPathOf(screen('/master/materialType', '物料类型', '主数据', ['物料管理']))).toBe(
      '主数据 / 物料管理 / 物料类型',
    );
  });
});

describe('recent screens', () => {
  it('move an opened screen to the front and keep at most the given number', () => {
    expect(rememberRecent(['/a', '/b', '/c'], '/b')).toEqual(['/b', '/a', '/c']);
    expect(rememberRecent(['/a', '/b', '/c'], '/d', 3)).toEqual(['/d', '/a', '/b']);
  });

  it('persist in local storage and read a malformed entry as none', () => {
    recentScreens.visit('/master/uom');
    recentScreens.visit('/master/materialType');
    expect(recentScreens.list()).toEqual(['/master/materialType', '/master/uom']);
    localStorage.setItem('MENU_SEARCH_RECENT', JSON.stringify({ value: 'oops', expire: null }));
    expect(recentScreens.list()).toEqual([]);
    localStorage.setItem('MENU_SEARCH_RECENT', '{broken');
    expect(recentScreens.list()).toEqual([]);
  });
});
