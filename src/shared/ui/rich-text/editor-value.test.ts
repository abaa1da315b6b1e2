import { describe, expect, it } from 'vitest';
import { characterCountText, editorValueOf, imageFileProblem, linkFromInput } from './editor-value';

describe('editorValueOf', () => {
  it('is empty for an empty editor, whatever markup it holds', () => {
    expect(editorValueOf('<p></p>', true)).toBe('');
  });

  it('sanitises what leaves the editor', () => {
    expect(editorValueOf('<p>正文<img src="x" onerror="alert(1)"></p>', false)).toBe('<p>正文<img></p>');
  });
});

describe('characterCountText', () => {
  it('shows the count against 5000 by default', () => {
    expect(characterCountText(0)).toBe('0/5000');
    expect(characterCountText(5001)).toBe('5001/5000');
    expect(characterCountText(12, 200)).toBe('12/200');
  });
});

describe('linkFromInput', () => {
  it('keeps web and mail addresses', () => {
    expect(linkFromInput(' https://example.com/a?b=1 ')).toEqual({ href: 'https://example.com/a?b=1' });
    expect(linkFromInput('HTTP://example.com')).toEqual({ href: 'HTTP://example.com' });
    expect(linkFromInput('mailto:zhangwei@example.com')).toEqual({ href: 'mailto:zhangwei@example.com' });
  });

  it('adds https:// to a bare host', () => {
    expect(linkFromInput('www.example.com/help')).toEqual({ href: 'https://www.example.com/help' });
  });

  it('removes the link for an empty address', () => {
    expect(linkFromInput('   ')).toEqual({ remove: true });
  });

  it('refuses other schemes and addresses with spaces', () => {
    for (const text of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', 'a b']) {
      expect(linkFromInput(text)).toHaveProperty('error', '请输入以 http://、https:// 或 mailto: 开头的链接地址');
    }
  });
});

describe('imageFileProblem', () => {
  const file = (type: string, size: number) => ({ type, size });

  it('accepts images up to 10 MB', () => {
    expect(imageFileProblem(file('image/png', 10 * 1024 * 1024))).toBeUndefined();
  });

  it('refuses larger images and other files', () => {
    expect(imageFileProblem(file('image/jpeg', 10 * 1024 * 1024 + 1))).toBe('文件大小不能超过 10M');
    expect(imageFileProblem(file('application/pdf', 1))).toBe('只能插入图片文件');
  });
});
