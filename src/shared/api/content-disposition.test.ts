import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition';

describe('filenameFromContentDisposition (RFC 6266)', () => {
  it('prefers filename* over filename', () => {
    const header = `attachment; filename="export.xlsx"; filename*=UTF-8''%E7%89%A9%E6%96%99%E6%B8%85%E5%8D%95.xlsx`;
    expect(filenameFromContentDisposition(header)).toBe('物料清单.xlsx');
  });
  it('reads filename* in any order and with a language tag', () => {
    expect(
      filenameFromContentDisposition(`attachment; filename*=utf-8'zh-CN'%E4%BA%A7%E7%BA%BF.csv; filename=a.csv`),
    ).toBe('产线.csv');
  });
  it('reads a quoted filename with escapes and an unquoted one', () => {
    expect(filenameFromContentDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(filenameFromContentDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
  });
  it('falls back to filename when filename* is malformed', () => {
    expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="plain.txt"`)).toBe(
      'plain.txt',
    );
  });
  it('returns undefined without a file name', () => {
    expect(filenameFromContentDisposition('attachment')).toBeUndefined();
    expect(filenameFromContentDisposition(null)).toBeUndefined();
    expect(filenameFromContentDisposition('')).toBeUndefined();
  });
});
