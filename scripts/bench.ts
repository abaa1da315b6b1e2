/**
 * `npm run bench`: builds the app and prints the gzipped JavaScript each route's first load needs, against the
 * budgets of architecture.md §9, with each route's ten biggest contributors (scripts/bench/first-load.ts), then the
 * DataTable's render cost against a plain antd Table, the grid's edit costs and the suite's cost per screen.
 * `npm run bench -- --first-load-only` stops after the first loads; `--grid-only` measures only the line entry;
 * `--table-only` skips the app build.
 */
import { join } from 'node:path';
import { measureTableRender, median } from './bench/table-render.ts';
import { REQUEST_MS } from './bench/table-render/rows.ts';
import { printTestCost } from './bench/test-cost.ts';
import { printGanttChunk } from './bench/gantt-chunk.ts';
import { measureGridEdit, printGridEdit } from './bench/grid-edit.ts';
import { measureFirstLoad, SHELL } from './bench/first-load.ts';

const root = join(import.meta.dirname, '..');

if (process.argv.includes('--grid-only')) process.exit(printGridEdit(await measureGridEdit(root)) > 0 ? 1 : 0);
let over = process.argv.includes('--table-only')
  ? 0
  : await measureFirstLoad(root, (manifest, entry, gzipped) =>
      printGanttChunk(manifest, [entry, ...SHELL, 'src/app/screens/modules/project.ts'], gzipped),
    );
if (process.argv.includes('--first-load-only')) process.exit(over > 0 ? 1 : 0);

// architecture.md §9: the DataTable adds at most 20% to a plain antd Table rendering the same 200 rows x 12 columns; issue
// 12 aims at 15%. The verdict is on the ratio of the fastest renders (the least disturbed by the machine's other
// work); the median of the per-iteration paired ratios is printed beside it.
const TABLE_RATIO_BUDGET = 1.2;
const TABLE_RATIO_TARGET = 1.15;
const paired = await measureTableRender(root);
console.log(
  `\nRendering 200 rows x 12 columns + index column in Chromium (${paired.runs} paired runs after 5 warm-ups; render + style + layout)`,
);
const fastestOurs = Math.min(...paired.oursMs);
const fastestPlain = Math.min(...paired.plainMs);
console.log(
  `${'DataTable'.padEnd(22)} fastest ${fastestOurs.toFixed(1).padStart(7)} ms   median ${median(paired.oursMs).toFixed(1).padStart(7)} ms`,
);
console.log(
  `${'antd Table'.padEnd(22)} fastest ${fastestPlain.toFixed(1).padStart(7)} ms   median ${median(paired.plainMs).toFixed(1).padStart(7)} ms`,
);
const fastestRatio = fastestOurs / fastestPlain;
const pairedRatio = median(paired.ratios);
const verdict = (ratio: number) =>
  ratio <= TABLE_RATIO_TARGET
    ? 'within target'
    : ratio <= TABLE_RATIO_BUDGET
      ? 'within budget, over target'
      : 'OVER BUDGET';
console.log(
  `${'ratio of fastest'.padEnd(22)} ${fastestRatio.toFixed(2)} (target ${TABLE_RATIO_TARGET.toFixed(2)}, budget ${TABLE_RATIO_BUDGET.toFixed(2)})  ${verdict(fastestRatio)}`,
);
console.log(
  `${'median paired ratio'.padEnd(22)} ${pairedRatio.toFixed(2)} (target ${TABLE_RATIO_TARGET.toFixed(2)}, budget ${TABLE_RATIO_BUDGET.toFixed(2)})  ${verdict(pairedRatio)}`,
);
if (fastestRatio > TABLE_RATIO_BUDGET) over += 1;
// Issue 12's target for a page change or a search on the production build: new rows painted within 120 ms of the click.
const PAGING_TARGET_MS = 120;
const pagingMedian = median(paired.pagingMs);
console.log(
  `${'page change'.padEnd(22)} median ${pagingMedian.toFixed(1).padStart(7)} ms from click to rows painted (request ${REQUEST_MS} ms, table ${median(paired.pagingTableMs).toFixed(1)} ms; target ${PAGING_TARGET_MS} ms)  ${pagingMedian <= PAGING_TARGET_MS ? 'within target' : 'over target'}`,
);
over += printGridEdit(await measureGridEdit(root));
printTestCost(root);
process.exit(over > 0 ? 1 : 0);
