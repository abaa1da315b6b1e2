import { createPortal } from 'react-dom';
import { SafeHtml } from '@/shared/ui/safe-html';
import { sheetSize, type Orientation, type PaperSize } from './paper';
import styles from './template-sheet.module.css';

export interface TemplateSheetProps {
  /** The filled template, a page each (one document, or one label per page): sanitised here. */
  pages: readonly string[];
  paperSize: PaperSize;
  orientation: Orientation;
  /** The sheets' name for assistive technology: 采购入库单 PA-20261127-0001. */
  label: string;
}

/**
 * Filled templates on their paper, on the grey desk of a print dialog; the page size follows the paper. What prints is
 * a copy at the end of the body, alone on paper and a page each (the dialog and the app hidden).
 */
export function TemplateSheet({ pages, paperSize, orientation, label }: TemplateSheetProps) {
  const { width, height } = sheetSize(paperSize, orientation);
  const size = { width: `${width}mm`, minHeight: `${height}mm` };
  const sheets = pages.map((html, index) => (
    // The pages are the template filled in order; they have no identity of their own.
    <div key={index} className={styles.sheet} style={size}>
      <SafeHtml html={html} />
    </div>
  ));
  return (
    <>
      <style>{`@page { size: ${width}mm ${height}mm; margin: 0; }`}</style>
      <div className={styles.desk} role="region" aria-label={label} tabIndex={0} data-testid="print-sheet">
        {sheets}
      </div>
      {createPortal(<div className={styles.printRoot}>{sheets}</div>, document.body)}
    </>
  );
}
