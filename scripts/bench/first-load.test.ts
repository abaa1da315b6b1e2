import { describe, expect, it } from 'vitest';
import { contributorOf, topContributors } from './first-load';

describe('first-load contributors', () => {
  it('names a module by its package (antd by component) or its slice of src', () => {
    expect(contributorOf('/r/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(contributorOf('/r/node_modules/@rc-component/table/es/Table.js')).toBe('@rc-component/table');
    expect(contributorOf('/r/node_modules/antd/es/table/InternalTable.js')).toBe('antd/table');
    expect(contributorOf('/r/node_modules/antd/es/index.js')).toBe('antd');
    expect(contributorOf('/r/src/shared/ui/data-table/DataTable.tsx')).toBe('src/shared/ui/data-table');
    expect(contributorOf('/r/src/features/auth/login/ui/LoginForm.tsx')).toBe('src/features/auth/login');
    expect(contributorOf('/r/src/features/mes/modeling/production-lines/ui/LineListPage.tsx')).toBe(
      'src/features/mes/modeling/production-lines',
    );
    expect(contributorOf('/r/src/app/layouts/basic/BasicLayout.tsx')).toBe('src/app/layouts/basic');
    expect(contributorOf('\0virtual:screen-index')).toBe('virtual:screen-index');
  });

  it("shares each chunk's gzipped size among its modules by rendered size and keeps the biggest ten", () => {
    const modules = new Map([
      [
        'a.js',
        [
          { id: '/r/node_modules/react-dom/x.js', size: 300 },
          { id: '/r/node_modules/react-dom/y.js', size: 100 },
          { id: '/r/src/app/main.tsx', size: 100 },
        ],
      ],
      ['b.js', Array.from({ length: 12 }, (_, i) => ({ id: `/r/node_modules/p${i}/i.js`, size: i + 1 }))],
    ]);
    const sizes: Record<string, number> = { 'a.js': 1000, 'b.js': 78, 'c.js': 50 };
    const top = topContributors(['a.js', 'b.js', 'c.js'], modules, (file) => sizes[file] ?? 0);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ name: 'react-dom', bytes: 800 });
    expect(top[1]).toEqual({ name: 'src/app', bytes: 200 });
    // A chunk the build did not describe counts whole, under its file name.
    expect(top[2]).toEqual({ name: 'c.js', bytes: 50 });
    expect(top[3]).toEqual({ name: 'p11', bytes: 12 });
  });
});
