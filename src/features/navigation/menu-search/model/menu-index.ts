/** One screen the menus offer: what the search finds, shows and opens. */
export interface MenuScreen {
  /** The route path, or for an external link the menu entry's key. Unique among the entries. */
  path: string;
  title: string;
  productId: string;
  productName: string;
  /** Menu titles above the screen, top first, without the product (主数据 is the product of 物料管理 / 物料类型). */
  trail: readonly string[];
  /** Set for a menu entry that opens another site in a new window. */
  externalLink?: string;
}

/**
 * The two pinyin-pro functions the index needs, as it calls them: the UI passes the lazily imported module (never in
 * the first load), the unit tests the module itself; `TEXT_ONLY` searches text until it has arrived.
 */
export interface PinyinTools {
  pinyin(text: string, options: { pattern: 'first' | 'pinyin'; toneType: 'none'; type: 'array'; v: true }): string[];
  match(
    text: string,
    query: string,
    options: { continuous: true; insensitive: true; v: true; space: 'ignore' },
  ): number[] | null;
}

export const TEXT_ONLY: PinyinTools = { pinyin: () => [], match: () => null };

export interface IndexedScreen {
  screen: MenuScreen;
  /** Menu order: ties keep the order the menus show. */
  order: number;
  title: string;
  titleInitials: string;
  titlePinyin: string;
  /** 主数据 / 物料管理 / 物料类型, as shown under each result. */
  menuPath: string;
  menuPathText: string;
  menuPathInitials: string;
  menuPathPinyin: string;
  url: string;
}

export interface MenuSearchHit {
  screen: MenuScreen;
  recent: boolean;
  /** Lower is better; see `tierOf`. */
  tier: number;
}

/** How many results the list shows at most (the menus hold about 170 screens). */
export const RESULT_LIMIT = 50;
/** How many recent screens an empty query lists. */
export const RECENT_LIMIT = 8;

export const MENU_PATH_SEPARATOR = ' / ';

/** Lower case without white space, so 'PQC 规则' and 'pqc规则' are the same text. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

const ASCII_QUERY = /^[a-z0-9]+$/;

/** Letters and digits of pinyin-pro's array output, lower case: 'wuliaoleixing', 'pqcguize'. */
function pinyinText(tools: PinyinTools, text: string, pattern: 'first' | 'pinyin'): string {
  return tools
    .pinyin(text, { pattern, toneType: 'none', type: 'array', v: true })
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export function menuPathOf(screen: MenuScreen): string {
  return [screen.productName, ...screen.trail, screen.title].join(MENU_PATH_SEPARATOR);
}

/** Indexes every screen once when the search opens: title, menu path and address, with initials and full pinyin. */
export function buildMenuIndex(screens: readonly MenuScreen[], tools: PinyinTools): IndexedScreen[] {
  return screens.map((screen, order) => {
    const above = [screen.productName, ...screen.trail].join(' ');
    return {
      screen,
      order,
      title: normalize(screen.title),
      titleInitials: pinyinText(tools, screen.title, 'first'),
      titlePinyin: pinyinText(tools, screen.title, 'pinyin'),
      menuPath: menuPathOf(screen),
      menuPathText: normalize(above),
      menuPathInitials: pinyinText(tools, above, 'first'),
      menuPathPinyin: pinyinText(tools, above, 'pinyin'),
      url: screen.path.toLowerCase(),
    };
  });
}

/** Tiers 0–7 match the title itself, 8–10 only the menu path or the address. */
const TITLE_TIERS = 8;

/**
 * How well a screen matches a normalized query, lower first, undefined for no match: the title itself (equal, prefix,
 * substring), then its pinyin initials ('wllx') and full pinyin ('wuliao'), then pinyin-pro's match for a query
 * mixing both ('wl类型', 'wuliaolx'), then the menu path above it ('物料管理', its pinyin), then the address.
 */
export function tierOf(entry: IndexedScreen, query: string, tools: PinyinTools): number | undefined {
  const ascii = ASCII_QUERY.test(query);
  if (entry.title === query) return 0;
  if (entry.title.startsWith(query)) return 1;
  if (entry.title.includes(query)) return 2;
  if (ascii && entry.titleInitials.startsWith(query)) return 3;
  if (ascii && entry.titlePinyin.startsWith(query)) return 4;
  if (ascii && entry.titleInitials.includes(query)) return 5;
  if (ascii && entry.titlePinyin.includes(query)) return 6;
  if (tools.match(entry.screen.title, query, { continuous: true, insensitive: true, v: true, space: 'ignore' }))
    return 7;
  if (entry.menuPathText.includes(query)) return TITLE_TIERS;
  if (ascii && (entry.menuPathInitials.includes(query) || entry.menuPathPinyin.includes(query))) return TITLE_TIERS + 1;
  if (entry.url.includes(query)) return TITLE_TIERS + 2;
  return undefined;
}

/**
 * The results for a query. Screens matched by their own title (text or pinyin) come before those matched only by
 * their menu path or address; within each group, recently opened screens come first (most recent first), then the
 * better tier, then menu order. An empty query lists the recent screens.
 */
export function searchMenu(
  index: readonly IndexedScreen[],
  rawQuery: string,
  recents: readonly string[],
  tools: PinyinTools,
): MenuSearchHit[] {
  const recency = new Map(recents.map((path, i) => [path, i]));
  const query = normalize(rawQuery);
  if (query === '') {
    return index
      .filter((entry) => recency.has(entry.screen.path))
      .sort((a, b) => (recency.get(a.screen.path) ?? 0) - (recency.get(b.screen.path) ?? 0))
      .slice(0, RECENT_LIMIT)
      .map((entry) => ({ screen: entry.screen, recent: true, tier: 0 }));
  }
  const hits: (MenuSearchHit & { order: number; recency: number })[] = [];
  for (const entry of index) {
    const tier = tierOf(entry, query, tools);
    if (tier === undefined) continue;
    const seen = recency.get(entry.screen.path);
    hits.push({
      screen: entry.screen,
      tier,
      order: entry.order,
      recent: seen !== undefined,
      recency: seen ?? Infinity,
    });
  }
  const group = (tier: number) => (tier < TITLE_TIERS ? 0 : 1);
  hits.sort((a, b) => group(a.tier) - group(b.tier) || a.recency - b.recency || a.tier - b.tier || a.order - b.order);
  return hits.slice(0, RESULT_LIMIT).map(({ screen, recent, tier }) => ({ screen, recent, tier }));
}

export const EMPTY_TEXT = '没有找到匹配的页面';
export const NO_RECENT_TEXT = '输入页面名称、拼音或首字母搜索';

/** What the list says when it has nothing to show. */
export function emptyTextOf(rawQuery: string): string {
  return normalize(rawQuery) === '' ? NO_RECENT_TEXT : EMPTY_TEXT;
}
