/**
 * `npm test`: every check the project has, in order, each run even when an earlier one failed, then one summary.
 * Static checks count as one test each; vitest suites count their tests. The last line is `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

interface Step {
  name: string;
  command: string[];
  /** A vitest project whose JSON report gives the counts. */
  vitest?: string;
}

const vitest = (project: string): Step => ({
  name: `${project} tests`,
  vitest: project,
  command: [
    'npx',
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=.cache/vitest-${project}.json`,
  ],
});
// The build step produced the production build (dist/) the nginx smoke test serves: it need not build again. The
// browser suite builds its own development build (dist-dev/, tests/setup/e2e-server.ts).
process.env.NGINX_SKIP_BUILD = '1';

const steps: Step[] = [
  { name: 'lint (prettier + eslint + steiger)', command: ['npm', 'run', '-s', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
  { name: 'spec lint (redocly)', command: ['npm', 'run', '-s', 'lint:spec'] },
  { name: 'codegen --check', command: ['npm', 'run', '-s', 'codegen', '--', '--check'] },
  vitest('unit'),
  vitest('contract'),
  { name: 'build', command: ['npm', 'run', '-s', 'build'] },
  vitest('e2e'),
  vitest('nginx'),
];

interface Outcome {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  /** The failed tests, file › name: the head of why (CI shows only the log's tail: the summary names them). */
  failures?: string[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/**
 * Each failed test of a report with the head of its message (an accessibility failure names its rules and nodes on
 * the lines after the first), and a file that failed outside its tests (a hook, an import).
 */
function failuresOf(json: VitestReport): string[] {
  const head = (text: string | undefined) =>
    (text ?? '')
      .split('\n')
      .filter((line) => line.trim() && !/^\s+at /.test(line))
      .slice(0, 8)
      .map((line) => line.slice(0, 400))
      .join('\n    ');
  return (json.testResults ?? []).flatMap((file) => {
    const where = relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${head(test.failureMessages?.[0])}`);
    return failed.length || !file.message ? failed : [`${where}: ${head(file.message)}`];
  });
}

mkdirSync('.cache', { recursive: true });
const outcomes: Outcome[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const report = step.vitest ? `.cache/vitest-${step.vitest}.json` : undefined;
  if (report) rmSync(report, { force: true });
  const started = Date.now();
  const run = spawnSync(step.command[0] ?? 'npx', step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const ok = run.status === 0;
  if (!report) {
    outcomes.push({ name: step.name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
    continue;
  }
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
    // A suite that crashed before or after its tests still fails the run.
    const extra = !ok && json.numFailedTests === 0 ? 1 : 0;
    outcomes.push({
      name: step.name,
      passed: json.numPassedTests,
      failed: json.numFailedTests + extra,
      skipped: json.numPendingTests + json.numTodoTests,
      seconds,
      failures: failuresOf(json),
    });
  } catch {
    outcomes.push({ name: step.name, passed: 0, failed: 1, skipped: 0, seconds });
  }
}

const total = outcomes.reduce(
  (sum, o) => ({ passed: sum.passed + o.passed, failed: sum.failed + o.failed, skipped: sum.skipped + o.skipped }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
);
console.log('\n=== summary');
for (const o of outcomes) {
  console.log(
    `${o.failed ? 'FAIL' : 'ok  '}  ${o.name.padEnd(26)} ${String(o.passed).padStart(4)} passed ${String(o.failed).padStart(3)} failed  ${o.seconds}s`,
  );
}
for (const failure of outcomes.flatMap((o) => o.failures ?? [])) console.log(`failed: ${failure}`);
const line = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`;
writeFileSync('.cache/test-summary.txt', `${line}\n`);
// For `npm run bench`: the suite's whole time, beside the vitest reports.
writeFileSync(
  '.cache/test-times.json',
  JSON.stringify({ seconds: outcomes.reduce((sum, o) => sum + o.seconds, 0), steps: outcomes }, null, 2),
);
console.log(line);
process.exit(total.failed > 0 ? 1 : 0);
