import { escapeHtml } from './placeholders';

/** One column of a printed lines table: its heading and each line's text; numbers align right. */
export interface PrintColumn<Line> {
  title: string;
  text: (line: Line) => string;
  numeric?: boolean;
}

/**
 * The lines of a document as the HTML a template's ${lines} becomes: a plain table (no classes: SafeHtml keeps none;
 * the sheet's stylesheet draws its rules), every cell escaped.
 */
export function linesTableHtml<Line>(columns: readonly PrintColumn<Line>[], lines: readonly Line[]): string {
  const cell = (tag: 'th' | 'td', text: string, numeric?: boolean) =>
    `<${tag}${numeric ? ' style="text-align: right"' : ''}>${escapeHtml(text)}</${tag}>`;
  const head = columns.map((column) => cell('th', column.title, column.numeric)).join('');
  const rows = lines
    .map((line) => `<tr>${columns.map((column) => cell('td', column.text(line), column.numeric)).join('')}</tr>`)
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}
