import { describe, expect, it } from 'vitest';
import { logoTitleLimit, PROJECT_TITLE_LIMIT, truncateAt } from './truncate';

describe('truncateAt', () => {
  it('keeps a text shorter than the limit', () => {
    expect(truncateAt('智造协同平台', 10)).toEqual({ text: '智造协同平台', truncated: false });
  });

  it('cuts a text of the limit or more to limit - 1 characters and an ellipsis', () => {
    expect(truncateAt('一二三四五六七八九十', 10)).toEqual({ text: '一二三四五六七八九…', truncated: true });
    expect(truncateAt('一二三四五六七八', logoTitleLimit(true)).text).toBe('一二三四五六七…');
  });

  it('cuts a project title of 32 characters to 31', () => {
    const title = 'A'.repeat(31);
    expect(truncateAt(title, PROJECT_TITLE_LIMIT).truncated).toBe(false);
    expect(truncateAt(`${title}B`, PROJECT_TITLE_LIMIT).text).toBe(`${title}…`);
  });

  it('counts characters outside the basic plane as one', () => {
    expect(truncateAt('😀😀😀', 3).text).toBe('😀😀…');
  });
});
