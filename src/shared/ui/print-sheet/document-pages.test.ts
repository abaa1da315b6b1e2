import { describe, expect, it } from 'vitest';
import { documentPages } from './document-pages';
import type { PrintTemplateChoice } from './PrintDialog';

const template = (content: string): PrintTemplateChoice => ({
  id: 'T1',
  name: '采购订单',
  content,
  paperSize: 'A4',
  orientation: 'PORTRAIT',
});

describe('documentPages (a document through its template)', () => {
  it('fills the head by key, escaped, and ${lines} with the lines table, on one page', () => {
    const pages = documentPages(
      [
        { key: 'orderNo', label: '订单号', value: 'PO-202611-0009' },
        { key: 'supplierName', label: '供应商', value: '中电港 <深圳>' },
      ],
      [{ title: '物料', text: (line: { code: string }) => line.code }],
      [{ code: 'EL-CN-DB15F' }],
    )(template('<p>${orderNo} ${supplierName}</p>${lines}'));
    expect(pages).toEqual([
      '<p>PO-202611-0009 中电港 &lt;深圳&gt;</p>' +
        '<table><thead><tr><th>物料</th></tr></thead><tbody><tr><td>EL-CN-DB15F</td></tr></tbody></table>',
    ]);
  });
});
