/**
 * `npm run codegen`: openapi/<family>/*.yaml -> openapi/<family>.yaml (a family in module files, bundled first;
 * openapi/README.md → Files), then openapi/<family>.yaml -> src/shared/api/generated/
 *   <family>/schema.ts           paths, components and operations types (openapi-typescript)
 *   <family>/client.ts           the family's typed fetch client
 *   <family>/operations/<id>.ts  per operation: meta, call function, query key and options, hooks, body facts
 *   <family>/resources/<name>.ts the operations under one path bundled by what they do (docs/screen-kit.md)
 *   manifest.ts             every operation of every family (contract tests and the mock router read it)
 *   index.ts                the explicit list of what the generated code exports
 * `npm run codegen -- --check` writes nothing and exits 1 when a generated file is stale.
 */
import { join } from 'node:path';
import { FAMILIES } from './codegen/manifest.ts';
import { generate } from './codegen/generate.ts';

const root = join(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const started = performance.now();

try {
  const { operations, files, stale, staleSpecs } = await generate({
    specDir: join(root, 'openapi'),
    outDir: join(root, 'src/shared/api/generated'),
    check,
  });
  const ms = Math.round(performance.now() - started);
  const counts = FAMILIES.map((f) => `${f} ${operations.filter((op) => op.family === f).length}`).join(', ');
  if (check && stale.length + staleSpecs.length > 0) {
    const count = stale.length + staleSpecs.length;
    console.error(`codegen --check: ${count} generated file(s) are stale; run \`npm run codegen\`:`);
    for (const file of staleSpecs) console.error(`  ${file} (bundled from its module files)`);
    for (const file of stale) console.error(`  src/shared/api/generated/${file}`);
    process.exit(1);
  }
  if (check) {
    console.log(`codegen --check: up to date (${operations.length} operations: ${counts}) in ${ms} ms`);
  } else {
    console.log(`codegen: ${operations.length} operations (${counts}) -> src/shared/api/generated/`);
    const shown = stale.length > 12 ? [...stale.slice(0, 12), `… ${stale.length - 12} more`] : stale;
    if (staleSpecs.length) console.log(`  bundled: ${staleSpecs.join(', ')}`);
    console.log(`  ${files.length} files, ${stale.length} changed${stale.length ? `: ${shown.join(', ')}` : ''}`);
    console.log(`  done in ${ms} ms`);
  }
} catch (error) {
  console.error(`codegen failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
