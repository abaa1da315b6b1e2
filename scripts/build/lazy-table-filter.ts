/**
 * antd's Table imports its column filter dropdown (with its filter search, antd's Tree, Radio and their styles: about
 * 14 KB gzipped) whether or not a column has filters, so every table and its rows waited for it. Here the table's
 * import is a lazy wrapper: the same dropdown, loaded the first time a filtered column's header renders (most lists
 * have one, the kit's 状态 column: there the chunk follows the table instead of delaying it); until then the header
 * shows its title as the dropdown would, without the filter icon, whose room the column's width already holds
 * (docs/decisions.md). `flattenKeys` (a column's filter values, nested ones included) is what the table needs of that
 * module at once: written here so that it does not load the dropdown.
 */
import { lazyImport } from './lazy-import.ts';

export const lazyTableFilter = () =>
  lazyImport({
    name: 'lazy-table-filter-dropdown',
    source: './FilterDropdown',
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    module: (realId) => [
      `import { createElement, lazy, Suspense } from 'react';`,
      `const FilterDropdown = lazy(() => import(${JSON.stringify(realId)}));`,
      `export function flattenKeys(filters) {`,
      `  const keys = [];`,
      `  for (const { value, children } of filters || []) {`,
      `    keys.push(value);`,
      `    if (children) keys.push(...flattenKeys(children));`,
      `  }`,
      `  return keys;`,
      `}`,
      `export default function LazyFilterDropdown(props) {`,
      `  const title = createElement('span', { className: props.tablePrefixCls + '-column-title' }, props.children);`,
      `  const fallback = createElement('div', { className: props.prefixCls + '-column' }, title);`,
      `  return createElement(Suspense, { fallback }, createElement(FilterDropdown, props));`,
      `}`,
    ],
  });
