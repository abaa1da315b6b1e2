import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesEcbEncrypt } from './aes-ecb';

const nodeAes = (text: string, key: string) => {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
};

describe('aesEcbEncrypt', () => {
  it('gives the known ciphertext of a slider point', () => {
    expect(aesEcbEncrypt('{"x":132.25,"y":5}', 'Xq7vB2mK9pL4tR6w')).toBe(
      '8NMyWToCxhZjIfLVxWomf8ctNJDGOHzxOe9mp1gG8sA=',
    );
  });

  it.each([
    ['{"x":132.25,"y":5}', 'Xq7vB2mK9pL4tR6w'],
    ['[{"x":41,"y":60},{"x":150,"y":92},{"x":260,"y":38}]', 'Hn3sD8fJ1kQ5wZ0c'],
    ['', 'Xq7vB2mK9pL4tR6w'],
    ['exactly sixteen!', 'Xq7vB2mK9pL4tR6w'],
  ])('encrypts %j as Node’s aes-128-ecb does', (text, key) => {
    expect(aesEcbEncrypt(text, key)).toBe(nodeAes(text, key));
  });

  it('refuses a key that is not 16 bytes', () => {
    expect(() => aesEcbEncrypt('{}', 'short')).toThrow();
  });
});
