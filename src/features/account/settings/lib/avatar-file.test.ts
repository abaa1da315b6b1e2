import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatar-file';

const MB = 1024 * 1024;

describe('avatarFileProblem (§5, §8)', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.JPEG', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.png', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(avatarFileProblem({ name, type, size: 200 * 1024 })).toBeNull();
  });

  it.each([
    ['photo.gif', 'image/gif'],
    ['photo.webp', 'image/webp'],
    ['报告.pdf', 'application/pdf'],
    ['png', 'image/png'],
    ['disguised.png', 'image/svg+xml'],
  ])('rejects %s (%s) with the format message', (name, type) => {
    expect(avatarFileProblem({ name, type, size: 1024 })).toBe('图片格式错误，正确的格式为：jpg、jpeg、png');
  });

  it('accepts exactly 5 MB and rejects a byte more', () => {
    expect(avatarFileProblem({ name: 'a.png', type: 'image/png', size: 5 * MB })).toBeNull();
    expect(avatarFileProblem({ name: 'a.png', type: 'image/png', size: 5 * MB + 1 })).toBe('图片大小不能超过 5MB!');
  });
});
