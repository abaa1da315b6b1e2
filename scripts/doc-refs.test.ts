/**
 * Comments cite the repo's own docs: `product.md §4.1` (the product's rules) and `architecture.md §9` (how it is
 * built). A bare `§`, the spec or DESIGN.md outside the repository, or a section the doc does not have, fails here.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DOCS = { 'product.md': 'docs/product.md', 'architecture.md': 'docs/architecture.md' } as const;

/** The numbered sections a doc has: '4', '4.1', … from its headings ("## 4. States", "### 4.1 Data table"). */
function sectionsOf(path: string): Set<string> {
  const headings = readFileSync(path, 'utf8').match(/^#{2,4} \d+(?:\.\d+)*/gm) ?? [];
  return new Set(headings.map((heading) => heading.replace(/^#+ /, '')));
}

const sources = execFileSync('git', ['ls-files', 'src', 'scripts', 'tests', 'docs', 'openapi/README.md', 'README.md'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|css|md)$/.test(file) && !file.includes('/generated/'));

/** `product.md §4.1, §5`: a doc's name, then its sections. */
const CITATION =
  /(product\.md|architecture\.md)\)?\s*§\s?\d+(?:\.\d+)*(?:(?:,\s*|\s+and\s+|\s*\/\s*|\s+or\s+)§\s?\d+(?:\.\d+)*)*/g;

describe('citations in code and docs', () => {
  it('name the repo’s own doc for every §, and only sections it has', () => {
    const sections = {
      'product.md': sectionsOf(DOCS['product.md']),
      'architecture.md': sectionsOf(DOCS['architecture.md']),
    };
    const problems: string[] = [];
    for (const file of sources) {
      if (file === 'scripts/doc-refs.test.ts') continue;
      const text = readFileSync(file, 'utf8');
      text.split('\n').forEach((line, index) => {
        const at = `${file}:${index + 1}`;
        if (/\.\.\/shared\/|back-office-spec|DESIGN\.md|DESIGN §/.test(line))
          problems.push(`${at}: cites a document outside the repo`);
        let rest = line;
        for (const match of line.matchAll(CITATION)) {
          const doc = match[1] as keyof typeof sections;
          for (const [, number] of match[0].matchAll(/§\s?(\d+(?:\.\d+)*)/g))
            if (number && !sections[doc].has(number)) problems.push(`${at}: ${doc} has no §${number}`);
          rest = rest.replace(match[0], '');
        }
        // Within product.md or architecture.md a bare § is one of its own sections.
        const own = Object.entries(DOCS).find(([, path]) => path === file)?.[0] as keyof typeof sections | undefined;
        for (const [, number] of rest.matchAll(/§\s?(\d+(?:\.\d+)*)/g))
          if (!own) problems.push(`${at}: §${number} without the doc it is in`);
          else if (number && !sections[own].has(number)) problems.push(`${at}: ${own} has no §${number}`);
      });
    }
    expect(problems).toEqual([]);
  });
});
