import { describe, expect, it } from 'vitest';
import { embedUrl, type EmbedContext } from './embed-url';

const context: EmbedContext = {
  token: 'tok.abc-123',
  baseOrigin: 'https://bos.jg-mfg.cn',
  allowedOrigins: ['https://bos.jg-mfg.cn', 'https://report.jg-mfg.cn/'],
};

describe('embedUrl', () => {
  it.each([null, undefined, '', '   '])('has no frame for the empty link %j', (link) => {
    expect(embedUrl(link, context)).toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://[::1', 'ftp://files.jg-mfg.cn/a'])(
    'has no frame for %j',
    (link) => {
      expect(embedUrl(link, context)).toBeNull();
    },
  );

  it('fills an empty token slot for the own origin', () => {
    expect(embedUrl('https://bos.jg-mfg.cn/report/index.html?id=7&token=', context)).toBe(
      'https://bos.jg-mfg.cn/report/index.html?id=7&token=tok.abc-123',
    );
  });

  it('fills the {token} placeholder for an allow-listed origin (listed with a trailing slash)', () => {
    expect(embedUrl('https://report.jg-mfg.cn/view?token={token}&viewlet=mfg.cpt', context)).toBe(
      'https://report.jg-mfg.cn/view?token=tok.abc-123&viewlet=mfg.cpt',
    );
  });

  it('resolves a relative link against the own origin and fills its slot', () => {
    expect(embedUrl('/bi/dashboard?token=', context)).toBe('https://bos.jg-mfg.cn/bi/dashboard?token=tok.abc-123');
  });

  it('never sends the token to an origin off the list', () => {
    expect(embedUrl('https://example.com/report?token=', context)).toBe('https://example.com/report?token=');
    expect(embedUrl('https://example.com/report?token={token}', context)).toBe('https://example.com/report?token=');
    // Same host, other scheme or port: another origin.
    expect(embedUrl('http://bos.jg-mfg.cn/report?token=', context)).toBe('http://bos.jg-mfg.cn/report?token=');
    expect(embedUrl('https://bos.jg-mfg.cn:8443/report?token=', context)).toBe(
      'https://bos.jg-mfg.cn:8443/report?token=',
    );
  });

  it('leaves a link without a token parameter as it is', () => {
    expect(embedUrl('https://example.com/manual#chapter-2', context)).toBe('https://example.com/manual#chapter-2');
  });

  it('keeps a token value the link brings itself', () => {
    expect(embedUrl('https://bos.jg-mfg.cn/report?token=fixed-share-code', context)).toBe(
      'https://bos.jg-mfg.cn/report?token=fixed-share-code',
    );
  });

  it('leaves the slot empty when no token is stored', () => {
    expect(embedUrl('https://bos.jg-mfg.cn/report?token=', { ...context, token: undefined })).toBe(
      'https://bos.jg-mfg.cn/report?token=',
    );
  });
});
