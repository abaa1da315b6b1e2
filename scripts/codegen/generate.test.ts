// @vitest-environment node
/**
 * The codegen's promise to developers: a spec change without regeneration is caught by --check, and after
 * regeneration code that uses a removed field no longer compiles.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from './generate.ts';

const root = join(import.meta.dirname, '../..');
let work: string;

beforeAll(async () => {
  // .cache exists under npm test, not always when this file runs alone.
  await mkdir(join(root, '.cache'), { recursive: true });
  work = await mkdtemp(join(root, '.cache', 'codegen-test-'));
  await cp(join(root, 'openapi'), join(work, 'openapi'), { recursive: true });
  const mes = join(work, 'openapi/mes.yaml');
  const spec = await readFile(mes, 'utf8');
  const changed = spec.replace(/^\s+deptName: \{ type: string, description: 所属生产部门 \}\n/m, '');
  expect(changed).not.toBe(spec);
  await writeFile(mes, changed.replace('required: [id, code, name, deptId, deptName, status]', 'required: [id, code, name, deptId, status]'));
}, 30_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('codegen', () => {
  it('--check reports the generated files a spec change makes stale', async () => {
    const result = await generate({ specDir: join(work, 'openapi'), outDir: join(root, 'src/shared/api/generated'), check: true });
    expect(result.stale).toContain('mes/schema.ts');
    expect(result.stale).not.toContain('bos/schema.ts');
  }, 30_000);

  it('after regenerating, a screen that reads the removed field fails to compile', async () => {
    const out = join(work, 'generated');
    await generate({ specDir: join(work, 'openapi'), outDir: out, check: false });
    const probe = join(out, 'probe.ts');
    await writeFile(
      probe,
      "import type { components } from './mes/schema';\nexport const dept = (line: components['schemas']['MfgLine']) => line.deptName;\n",
    );
    const program = ts.createProgram([probe], { strict: true, noEmit: true, skipLibCheck: true, types: [] });
    const messages = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(messages.some((m) => m.includes("Property 'deptName' does not exist"))).toBe(true);
  }, 30_000);
});
