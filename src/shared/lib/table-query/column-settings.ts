/** A user's column layout for one table: order and hidden columns, by dataIndex. */
export interface ColumnSetting {
  key: string;
  hidden: boolean;
}

interface DeclaredColumn {
  key: string;
  hide?: boolean | undefined;
  hideAble?: boolean | undefined;
}

/** The declared layout: the screen's order, its `hide` defaults. */
export function declaredSettings(columns: readonly DeclaredColumn[]): ColumnSetting[] {
  return columns.map((c) => ({ key: c.key, hidden: c.hideAble !== false && c.hide === true }));
}

/**
 * A stored layout applied to today's columns: stored order and visibility for the columns that still exist, new
 * columns where the screen declares them, and a column that cannot be hidden always shown.
 */
export function mergeColumnSettings(columns: readonly DeclaredColumn[], stored: unknown): ColumnSetting[] {
  const declared = declaredSettings(columns);
  if (!Array.isArray(stored)) return declared;
  const known = new Map(columns.map((c) => [c.key, c]));
  const seen = new Set<string>();
  const kept: ColumnSetting[] = [];
  for (const entry of stored) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { key, hidden } = entry as Partial<ColumnSetting>;
    const column = typeof key === 'string' ? known.get(key) : undefined;
    if (!column || seen.has(column.key)) continue;
    seen.add(column.key);
    kept.push({ key: column.key, hidden: column.hideAble !== false && hidden === true });
  }
  // New columns go in after the column declared before them (or first).
  declared.forEach((setting, index) => {
    if (seen.has(setting.key)) return;
    const before = declared[index - 1]?.key;
    const at = before === undefined ? 0 : kept.findIndex((s) => s.key === before) + 1;
    kept.splice(at, 0, setting);
    seen.add(setting.key);
  });
  return kept;
}
