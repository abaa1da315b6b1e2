/**
 * The test suite's cost per screen, from the last `npm test` (its vitest JSON reports in .cache/): what the business
 * screens' own tests take (their unit files under src/features/<module>/ and the browser flows), per screen, and
 * what `npm test` would take at 300 screens if each new screen cost the same. A budget, not a measure of speed:
 * architecture.md §8 wants `npm test` under 30 minutes at 300 screens on CI's 2 cores.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface FileResult {
  name: string;
  startTime: number;
  endTime: number;
}
interface Report {
  testResults: FileResult[];
}

const TARGET_SCREENS = 300;
const BUDGET_MINUTES = 30;

function report(root: string, project: string): Report | undefined {
  const file = join(root, '.cache', `vitest-${project}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Report) : undefined;
}

const seconds = (files: readonly FileResult[]) => files.reduce((sum, f) => sum + (f.endTime - f.startTime), 0) / 1000;

/** The business modules: the registry's module files (src/app/screens/modules/<module>.ts), less the account pages. */
function businessModules(root: string): string[] {
  return readdirSync(join(root, 'src/app/screens/modules'))
    .filter((f) => f.endsWith('.ts') && f !== 'account.ts')
    .map((f) => f.replace(/\.ts$/, ''));
}

/** The entries of one registry file: `'key': () => import(…)`, on one line or wrapped by the formatter. */
export function registryEntries(source: string): number {
  return (source.match(/: \(\) =>\s*import\(/g) ?? []).length;
}

/** Business screens: the registry entries of the business modules. */
function screenCount(root: string, modules: readonly string[]): number {
  const dir = join(root, 'src/app/screens/modules');
  return modules.reduce((sum, m) => sum + registryEntries(readFileSync(join(dir, `${m}.ts`), 'utf8')), 0);
}

export function printTestCost(root: string): void {
  const unit = report(root, 'unit');
  const e2e = report(root, 'e2e');
  const times = join(root, '.cache', 'test-times.json');
  if (!unit || !e2e || !existsSync(times)) {
    console.log('\nTest cost per screen: run `npm test` first (it leaves its reports in .cache/)');
    return;
  }
  const total = (JSON.parse(readFileSync(times, 'utf8')) as { seconds: number }).seconds;
  const modules = businessModules(root);
  const screens = screenCount(root, modules);
  // A module's registry file and its feature folder share its name (modules/master.ts, features/master/).
  const isScreenFile = (f: FileResult) =>
    modules.some((m) => relative(root, f.name).startsWith(join('src', 'features', m)));
  const screenUnit = seconds(unit.testResults.filter(isScreenFile));
  // Browser flows other than the shell's, the login's and the kit's own (the table kit on one list, the suite's
  // checks of itself) walk the module screens. Those are a fixed cost: they do not grow with the screens.
  const screenE2e = seconds(
    e2e.testResults.filter(
      (f) => !/(login|shell|contract-violations|console-errors|accessibility|data-table)/.test(f.name),
    ),
  );
  const perScreen = (screenUnit + screenE2e) / screens;
  const projected = total + perScreen * Math.max(0, TARGET_SCREENS - screens);
  console.log(`\nTest cost per screen (last npm test: ${(total / 60).toFixed(1)} min for ${screens} business screens)`);
  console.log(`${"screens' unit tests".padEnd(26)} ${screenUnit.toFixed(0).padStart(5)} s`);
  console.log(`${'module browser flows'.padEnd(26)} ${screenE2e.toFixed(0).padStart(5)} s`);
  console.log(`${'per screen'.padEnd(26)} ${perScreen.toFixed(1).padStart(5)} s`);
  console.log(
    `${`at ${TARGET_SCREENS} screens`.padEnd(26)} ${(projected / 60).toFixed(1).padStart(5)} min (budget ${BUDGET_MINUTES} min)  ${projected / 60 <= BUDGET_MINUTES ? 'within budget' : 'OVER BUDGET'}`,
  );
}
