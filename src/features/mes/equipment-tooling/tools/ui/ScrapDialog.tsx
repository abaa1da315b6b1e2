import { mfgToolsScrap, mfgToolsScrapBodyFacts, type MfgToolsPageData } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { defineForm, RecordFormModal } from '@/shared/ui/record-form';

/** 报废: the reason is required (it stays on the tool's record). */
export const scrapForm = defineForm(mfgToolsScrapBodyFacts, {
  id: { label: '工装', hidden: true },
  reason: { label: '报废原因', kind: 'textarea', wide: true, placeholder: '如 刃口崩缺，无法刃磨' },
});

/** 报废: asks for the reason; a refusal lands on the dialog. */
export function ScrapDialog({ row, onClose, refetch }: RowPanelProps<MfgToolsPageData['rows'][number]>) {
  return (
    <RecordFormModal
      title={`报废工装：${row.code} ${row.name}`}
      open
      width={560}
      columns={1}
      onClose={onClose}
      schema={scrapForm.schema}
      defaultValues={{ ...scrapForm.empty, id: row.id }}
      fields={scrapForm.fields()}
      onSubmit={(body) => mfgToolsScrap({ body }, { quiet: true })}
      onSaved={() => void refetch()}
    />
  );
}
