import { describe, expect, it } from 'vitest';
import { formatPayload } from './payload';

describe('formatPayload', () => {
  it('indents JSON by two spaces, keeping the keys in order and Chinese text as it is', () => {
    expect(
      formatPayload('{"account":"liuyang","enterprise":"苏州精工智造有限公司","lastAttempts":["10:29:12"]}'),
    ).toEqual({
      json: true,
      text: '{\n  "account": "liuyang",\n  "enterprise": "苏州精工智造有限公司",\n  "lastAttempts": [\n    "10:29:12"\n  ]\n}',
    });
  });

  it('shows text that is not JSON as it came, and an empty payload as empty', () => {
    expect(formatPayload('connection reset by peer {')).toEqual({ json: false, text: 'connection reset by peer {' });
    expect(formatPayload('  ')).toEqual({ json: false, text: '' });
  });

  it('formats arrays and scalars too', () => {
    expect(formatPayload('[1, true, null]').text).toBe('[\n  1,\n  true,\n  null\n]');
  });
});
