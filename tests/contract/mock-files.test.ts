/**
 * The mock serves the stored files its examples name (`/files/...`: pictures and PDFs), so a thumbnail or a preview
 * shows a file as it will against the real file host; a path no example names is 404.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const specs = join(import.meta.dirname, '../../openapi');

/** Every `/files/...` path in the specs and their examples. */
function examplePaths(): string[] {
  const found = new Set<string>();
  const files = readdirSync(specs, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.yaml'));
  for (const name of files)
    for (const match of readFileSync(join(specs, name), 'utf8').matchAll(/\/files\/[^\s,}'"]+/g)) found.add(match[0]);
  return [...found].sort();
}

const TYPES: Record<string, RegExp> = { jpg: /^image\/jpeg$/, png: /^image\/png$/, pdf: /^application\/pdf$/ };

describe('the mock’s stored files', () => {
  const origin = () => new URL(inject('mockUrl')).origin;

  it('answers every /files/ path of the examples with the file and its type', async () => {
    const paths = examplePaths();
    expect(paths.length).toBeGreaterThan(10);
    const answers = await Promise.all(
      paths.map(async (path) => {
        const response = await fetch(`${origin()}${encodeURI(path)}`);
        const bytes = (await response.arrayBuffer()).byteLength;
        return { path, status: response.status, type: response.headers.get('content-type'), bytes };
      }),
    );
    for (const answer of answers) {
      const extension = answer.path.split('.').pop() ?? '';
      expect(answer.status, answer.path).toBe(200);
      expect(answer.type, answer.path).toMatch(TYPES[extension] ?? /^$/);
      expect(answer.bytes, answer.path).toBeGreaterThan(500);
    }
    console.log(
      `contract: ${answers.length} example files served (${answers.filter((a) => a.type?.startsWith('image/')).length} images)`,
    );
  });

  it.each([
    '/files/cdMaterial/2026/10/08/1a2b3c4d/不存在.jpg',
    '/files/..%2F..%2Fpackage.json',
    '/files/%2e%2e/server.ts',
  ])('answers %s with 404', async (path) => {
    const response = await fetch(`${origin()}${path}`);
    expect(response.status).toBe(404);
  });
});
