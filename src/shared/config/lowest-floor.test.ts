// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('shared/config', () => {
  it('is the lowest floor: it imports nothing of the app (the api and the libs import it)', () => {
    const dir = import.meta.dirname;
    const imports = readdirSync(dir)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .flatMap((file) =>
        [...readFileSync(join(dir, file), 'utf8').matchAll(/from '(@\/[^']+)'/g)].map((m) => `${file}: ${m[1]}`),
      );
    expect(imports).toEqual([]);
  });
});
