import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useUserDetails } from '@/entities/session/@x/storage/stock';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { queryFailure } from '@/shared/ui/load-failure';
import { DocumentSheet, documentPages, PrintDialog } from '@/shared/ui/print-sheet';
import { docPrintFields, printTotals, type PrintableLine, type StockDocPrint } from '../model/print-doc';
import type { StDocHead } from '../model/types';

export interface DocPrintPanelProps<
  Doc extends StDocHead & { lines: readonly Line[] },
  Line extends PrintableLine,
  TKey extends QueryKey,
> {
  row: { docNo: string };
  query: UseQueryOptions<Doc, Error, Doc, TKey>;
  print: StockDocPrint<Doc, Line>;
  onClose: () => void;
}

/**
 * 打印 of a posted storage document (docs/design/scm-storage.md → Print): through 平台运营's enabled template of its
 * type (head fields by key, ${lines} the lines table), else on the built-in A4 sheet with the same fields and columns.
 */
export function DocPrintPanel<
  Doc extends StDocHead & { lines: readonly Line[] },
  Line extends PrintableLine,
  TKey extends QueryKey,
>({ row, query, print, onClose }: DocPrintPanelProps<Doc, Line, TKey>) {
  const doc = useQuery(query);
  const company = useUserDetails().data?.corpName ?? '';
  const failure = queryFailure(doc, (data) => Array.isArray(data.lines));
  const data = failure === undefined ? doc.data : undefined;
  const fields = data && docPrintFields(data, print.fields?.(data));
  const label = `${print.noun} ${row.docNo}`;
  return (
    <PrintDialog
      title={`打印${print.noun}：${row.docNo}`}
      noun={print.noun}
      failure={failure}
      onRetry={() => void doc.refetch()}
      bizType={print.bizType}
      onClose={onClose}
      content={
        data &&
        fields && {
          label,
          pages: documentPages(fields, print.columns, data.lines),
          builtin: (
            <DocumentSheet
              title={print.noun}
              company={company}
              label={label}
              fields={fields}
              columns={print.columns}
              lines={data.lines}
              lineKey={(line) => line.id}
              totals={printTotals(data.lines, print.qty)}
              remark={data.remark}
              signatures={print.signatures}
            />
          ),
        }
      }
    />
  );
}

/**
 * A kind's 打印 panel for `stockDocActions({ print })`: its print declaration and its detail call, by the row's id.
 * Exported from the kind's own …PrintPanel module, so its code loads when 打印 is clicked.
 */
export function docPrintPanel<
  Doc extends StDocHead & { lines: readonly Line[] },
  Line extends PrintableLine,
  TKey extends QueryKey,
>(
  print: StockDocPrint<Doc, Line>,
  detail: (id: string) => UseQueryOptions<Doc, Error, Doc, TKey>,
): (props: RowPanelProps<{ id: string; docNo: string }>) => ReactElement {
  return function StockDocPrintPanel({ row, onClose }: RowPanelProps<{ id: string; docNo: string }>) {
    return <DocPrintPanel row={row} query={detail(row.id)} print={print} onClose={onClose} />;
  };
}
