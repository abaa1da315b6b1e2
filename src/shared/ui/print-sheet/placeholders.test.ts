import { describe, expect, it } from 'vitest';
import { fillPlaceholders, fillTemplate, insertAt, unknownPlaceholders } from './placeholders';

const fields = [
  { key: 'orderNo', label: '订单号', sample: 'PO-20260415-0032' },
  { key: 'supplierName', label: '供应商', sample: '<b>昆山华达</b> & 精密' },
];

describe('print template placeholders', () => {
  it('fills every known placeholder with its sample, escaped as text', () => {
    expect(fillPlaceholders('<p>${orderNo} / ${orderNo}：${supplierName}</p>', fields)).toBe(
      '<p>PO-20260415-0032 / PO-20260415-0032：&lt;b&gt;昆山华达&lt;/b&gt; &amp; 精密</p>',
    );
  });

  it('leaves an unknown placeholder as typed and names it once', () => {
    expect(fillPlaceholders('${orderNo} ${deliveryDate}', fields)).toBe('PO-20260415-0032 ${deliveryDate}');
    expect(unknownPlaceholders('${deliveryDate} ${orderNo} ${deliveryDate} ${ bad }', fields)).toEqual([
      'deliveryDate',
    ]);
  });

  it('inserts at the caret or over the selection, and the caret goes after it', () => {
    expect(insertAt('订单号：', 4, 4, 'orderNo')).toEqual({ text: '订单号：${orderNo}', caret: 14 });
    expect(insertAt('供应商：XX。', 4, 6, 'supplierName')).toEqual({ text: '供应商：${supplierName}。', caret: 19 });
    expect(insertAt('ab', 9, 9, 'orderNo')).toEqual({ text: 'ab${orderNo}', caret: 12 });
  });
});

describe('fillTemplate (a record printed through its template)', () => {
  it('puts each value in escaped and each block in as built, and leaves an unknown placeholder as typed', () => {
    const html = fillTemplate(
      '<p>${docNo} ${customerName}</p>${lines}<p>${nope}</p>',
      { docNo: 'DN-20261129-0001', customerName: '宏达 <数控> & "机床"' },
      { lines: '<table><tr><td>1</td></tr></table>' },
    );
    expect(html).toBe(
      '<p>DN-20261129-0001 宏达 &lt;数控&gt; &amp; &quot;机床&quot;</p><table><tr><td>1</td></tr></table><p>${nope}</p>',
    );
  });

  it('prints an empty value as nothing, not as the placeholder', () => {
    expect(fillTemplate('销售订单：${salesOrderNo}。', { salesOrderNo: '' })).toBe('销售订单：。');
  });
});
