import type { PrintColumn } from './lines-table';
import a4Sheet from './a4-sheet.module.css';

/** One fact of a document's head: its template key (${docNo}), its label on the built-in sheet, its text. */
export interface PrintField {
  key: string;
  label: string;
  value: string;
  /** Two of the head's three columns (a customer, an address). */
  wide?: boolean;
}

export interface DocumentSheetProps<Line> {
  /** 采购入库单 */
  title: string;
  company: string;
  /** The sheet's name for assistive technology: 采购入库单 PA-20261127-0001. */
  label: string;
  fields: readonly PrintField[];
  columns: readonly PrintColumn<Line>[];
  lines: readonly Line[];
  lineKey: (line: Line) => string;
  /** Under the lines, right-aligned: 共 3 行, 合计数量：150 台. */
  totals?: readonly string[];
  remark?: string | null;
  /** The lines people sign on: 仓管, 经办人; with the name when the record knows who (审核 张伟). */
  signatures: readonly (string | { role: string; name: string })[];
}

/**
 * The built-in A4 sheet of a document (docs/screen-kit.md → Print), printed when 平台运营 has no enabled template for
 * its type or the person picks 系统格式: title and company, the head's fields, the lines, totals, remark, signatures.
 */
export function DocumentSheet<Line>(props: DocumentSheetProps<Line>) {
  const { title, company, label, fields, columns, lines, lineKey, totals, remark, signatures } = props;
  return (
    <div className={a4Sheet.desk}>
      <article className={a4Sheet.sheet} aria-label={label} data-testid="print-sheet">
        <h2 className={a4Sheet.title}>{title}</h2>
        <p className={a4Sheet.company}>{company}</p>
        <div className={a4Sheet.header}>
          {fields.map((field) => (
            <span key={field.key} className={field.wide ? a4Sheet.wide : undefined}>
              {field.label}：{field.value || '-'}
            </span>
          ))}
        </div>
        <table className={a4Sheet.lines}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.title} className={a4Sheet.nowrap}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={lineKey(line)}>
                {columns.map((column) => (
                  <td key={column.title} className={column.numeric ? a4Sheet.number : undefined}>
                    {column.text(line)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {totals && totals.length > 0 && (
          <div className={a4Sheet.totals}>
            {totals.map((total) => (
              <span key={total}>{total}</span>
            ))}
          </div>
        )}
        {remark && <p>备注：{remark}</p>}
        <div className={a4Sheet.signatures}>
          {signatures.map((signature) => {
            const { role, name } = typeof signature === 'string' ? { role: signature, name: '' } : signature;
            return (
              <div key={role} className={a4Sheet.signature}>
                {role}：{name}
              </div>
            );
          })}
        </div>
      </article>
    </div>
  );
}
