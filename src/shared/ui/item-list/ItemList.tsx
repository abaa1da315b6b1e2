import type { Key, ReactNode } from 'react';
import styles from './ItemList.module.css';

export interface ItemListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  'aria-label'?: string;
}

/**
 * A short list of records, one under another with a divider (an inspection's outcomes, a batch's quality records).
 * antd 6 deprecates its List (the development build warns); a plain list needs no virtual scrolling.
 */
export function ItemList<T>({ items, itemKey, renderItem, 'aria-label': label }: ItemListProps<T>) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)} className={styles.item}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
