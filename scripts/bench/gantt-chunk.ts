/**
 * The Gantt's own cost (issue 15): the 计划 tab loads SVAR React Gantt lazily, in chunks of its own. Printed: the
 * JavaScript and CSS the Gantt adds once the tab's screen has loaded (nothing of it is in any first load).
 */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const GANTT = 'src/features/project-area/plan/ui/PlanGantt.tsx';
const PLAN_SCREEN = 'src/features/project-area/plan/index.ts';

function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

/** `before`: the chunks already loaded when the tab opens (entry, shell, the project module and the screen). */
export function printGanttChunk(
  manifest: Manifest,
  before: readonly string[],
  gzipped: (file: string) => number,
): void {
  if (!manifest[GANTT] || !manifest[PLAN_SCREEN]) throw new Error(`${GANTT} is not a chunk of the build`);
  const loaded = closure(manifest, [...before, PLAN_SCREEN]);
  const own = [...closure(manifest, [GANTT])].filter((file) => !loaded.has(file));
  const kb = (files: string[]) => (files.reduce((sum, file) => sum + gzipped(file), 0) / 1024).toFixed(1);
  const js = own.filter((file) => file.endsWith('.js'));
  const css = own.filter((file) => file.endsWith('.css'));
  const screen = [...closure(manifest, [PLAN_SCREEN])].filter(
    (file) => file.endsWith('.js') && !closure(manifest, before).has(file),
  );
  console.log('\nGantt (计划 tab, lazy; gzip -9)');
  console.log(`${'plan screen chunk'.padEnd(20)} ${String(screen.length).padStart(6)} ${kb(screen).padStart(9)}`);
  console.log(`${'Gantt JS'.padEnd(20)} ${String(js.length).padStart(6)} ${kb(js).padStart(9)}   ${js.join(', ')}`);
  console.log(`${'Gantt CSS'.padEnd(20)} ${String(css.length).padStart(6)} ${kb(css).padStart(9)}`);
}
