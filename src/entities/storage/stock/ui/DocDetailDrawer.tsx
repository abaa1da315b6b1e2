import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { DRAWER_WIDTH } from '@/shared/config';
import { DetailDrawer } from '@/shared/ui/record-detail';
import type { StDocHead } from '../model/types';
import { docHeadItems, type DocHeadItemsOptions } from './doc-head-items';

export interface DocDetailDrawerProps<
  Doc extends StDocHead & { lines: readonly Line[] },
  Line extends object,
  TKey extends QueryKey,
> {
  /** 生产发料单详情：MI-20261128-0007. */
  title: string;
  query: UseQueryOptions<Doc, Error, Doc, TKey>;
  /** The kind's part of the head (docHeadItems' labels, lead and kind items). */
  head?: (doc: Doc) => DocHeadItemsOptions;
  /** The lines' table: its title (发料明细), columns and the width below which it scrolls. */
  lines: { title: string; columns: TableColumnsType<Line>; minWidth?: number };
  /** What the kind shows after its lines (报检结果). */
  after?: (doc: Doc) => ReactNode;
  width?: keyof typeof DRAWER_WIDTH;
  onClose: () => void;
}

/**
 * A storage document's detail (docs/screen-kit.md → Storage documents): the head every document has (docHeadItems)
 * with the kind's items, then its lines in a scrolling region a keyboard can reach, then what the kind adds.
 */
export function DocDetailDrawer<
  Doc extends StDocHead & { lines: readonly Line[] },
  Line extends object,
  TKey extends QueryKey,
>(props: DocDetailDrawerProps<Doc, Line, TKey>) {
  const { title, query, head, lines, after, width = 'large', onClose } = props;
  return (
    <DetailDrawer
      title={title}
      width={width}
      columns={3}
      onClose={onClose}
      query={query}
      items={(doc) => docHeadItems(doc, head?.(doc))}
    >
      {(doc) => (
        <>
          <Typography.Title level={5}>{lines.title}</Typography.Title>
          {/* Wider than the drawer: the region scrolls, and takes the focus so that a keyboard can scroll it. */}
          <div role="region" aria-label={lines.title} tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table<Line>
              rowKey={(line) => String((line as { id?: unknown }).id)}
              size="small"
              pagination={false}
              columns={lines.columns}
              style={lines.minWidth ? { minWidth: lines.minWidth } : undefined}
              dataSource={[...doc.lines]}
            />
          </div>
          {after?.(doc)}
        </>
      )}
    </DetailDrawer>
  );
}
