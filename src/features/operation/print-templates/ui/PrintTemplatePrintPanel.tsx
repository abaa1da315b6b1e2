import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  type opPrintTemplate,
  opPrintTemplateBizTypeListQueryOptions,
  opPrintTemplateDetailQueryOptions,
} from '@/shared/api';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { PrintPreviewModal } from './PrintPreviewModal';

/** 打印 of a row: its saved content filled with sample values, printed 500 ms after the preview opens (product.md §7.10). */
export function PrintTemplatePrintPanel({ row, onClose }: RowPanelProps<RowOf<typeof opPrintTemplate>>) {
  const detail = useQuery(opPrintTemplateDetailQueryOptions({ query: { id: row.id } }));
  const bizTypes = useQuery(opPrintTemplateBizTypeListQueryOptions());
  const fields = bizTypes.data?.find((type) => type.bizType === row.bizType)?.fields ?? [];
  const failed = detail.isError || bizTypes.isError;
  // A failed load was told by the request layer: there is nothing to print, so the dialog closes.
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);
  if (failed) return null;
  return (
    <PrintPreviewModal
      title={`${row.code} ${row.name}`}
      content={detail.data && bizTypes.data ? detail.data.content : undefined}
      fields={fields}
      paperSize={detail.data?.paperSize ?? row.paperSize}
      orientation={detail.data?.orientation ?? row.orientation}
      autoPrint
      onClose={onClose}
    />
  );
}
