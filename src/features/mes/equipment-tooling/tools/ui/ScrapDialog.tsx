import { mfgToolsScrap, mfgToolsScrapBodyFacts, type MfgToolsPageData } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { defineForm, defineRecordForm } from '@/shared/ui/record-form';

type Tool = MfgToolsPageData['rows'][number];

/** 报废: the reason is required (it stays on the tool's record). */
export const scrapForm = defineForm(mfgToolsScrapBodyFacts, {
  id: { label: '工装', hidden: true },
  reason: { label: '报废原因', kind: 'textarea', wide: true, placeholder: '如 刃口崩缺，无法刃磨' },
});

const ScrapForm = defineRecordForm({
  noun: '工装',
  title: (tool: Tool | undefined) => `报废工装：${tool?.code ?? ''} ${tool?.name ?? ''}`,
  schema: scrapForm.schema,
  fields: scrapForm.fields(),
  values: (tool: Tool) => ({ id: tool.id, reason: '' }),
  edit: (body, _tool, options) => mfgToolsScrap({ body }, options),
  width: 560,
  columns: 1,
});

/** 报废: asks for the reason; a refusal lands on the dialog. */
export function ScrapDialog({ row, onClose, refetch }: RowPanelProps<Tool>) {
  return <ScrapForm record={row} onClose={onClose} onSaved={() => void refetch()} />;
}
