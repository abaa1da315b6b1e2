import type { PrintField } from './DocumentSheet';
import { linesTableHtml, type PrintColumn } from './lines-table';
import { fillTemplate } from './placeholders';
import type { PrintTemplateChoice } from './PrintDialog';

/**
 * A document printed through a template (PrintContent.pages): one page, its head fields by key (${docNo}) and
 * ${lines} its lines table — the same fields and columns as its built-in DocumentSheet.
 */
export function documentPages<Line>(
  fields: readonly PrintField[],
  columns: readonly PrintColumn<Line>[],
  lines: readonly Line[],
): (template: PrintTemplateChoice) => string[] {
  const values = Object.fromEntries(fields.map((field) => [field.key, field.value]));
  return (template) => [fillTemplate(template.content, values, { lines: linesTableHtml(columns, lines) })];
}
