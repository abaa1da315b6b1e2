import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { DRAWER_WIDTH } from '@/shared/config';
import { useLookups, type Lookups } from '@/shared/lib/lookups';
import type { DetailItem } from '@/shared/ui/detail-list';
import { DetailDrawer } from './DetailDrawer';

/** A row's detail drawer, declared: its title, the row's detail query and the values shown. */
export interface DetailPanelDeclaration<Row, T extends object, TKey extends QueryKey> {
  title: string;
  query: (row: Row) => UseQueryOptions<T, Error, T, TKey>;
  /** The labelled values, in reading order; dictionary values through `renderDict`. */
  items: (record: T, renderDict: Lookups['renderDict']) => readonly DetailItem[];
  width?: keyof typeof DRAWER_WIDTH;
  columns?: 1 | 2 | 3 | 4;
}

/** The 详情 panel of a declared screen (`{ kind: 'panel', load }`): the drawer with the record and its audit stamp. */
export function defineDetailPanel<Row, T extends object, TKey extends QueryKey>(
  panel: DetailPanelDeclaration<Row, T, TKey>,
): (props: { row: Row; onClose: () => void }) => ReactElement {
  return function DetailPanel({ row, onClose }) {
    const { renderDict } = useLookups();
    return (
      <DetailDrawer
        title={panel.title}
        width={panel.width}
        columns={panel.columns}
        onClose={onClose}
        query={panel.query(row)}
        items={(record) => panel.items(record, renderDict)}
      />
    );
  };
}
