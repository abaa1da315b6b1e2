import { mfgToolsScrap } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { defineRecordForm } from '@/shared/ui/record-form';
import { scrapForm, type ScrapFormBody, type ScrapFormValues } from '../model/tool-form';
import type { MfgTool } from '../model/tool-list';

const ScrapForm = defineRecordForm<MfgTool, ScrapFormValues, ScrapFormBody>({
  noun: '工装',
  title: (tool) => `报废工装：${tool?.code ?? ''} ${tool?.name ?? ''}`,
  schema: scrapForm.schema,
  fields: scrapForm.fields(),
  values: (tool) => ({ id: tool.id, reason: '' }),
  edit: (body, _tool, options) => mfgToolsScrap({ body }, options),
  width: 560,
  columns: 1,
});

/** 报废: asks for the reason; a refusal lands on the dialog. */
export function ScrapDialog({ row, onClose, refetch }: RowPanelProps<MfgTool>) {
  return <ScrapForm record={row} onClose={onClose} onSaved={() => void refetch()} />;
}
