/**
 * antd's Table imports the tree's key arithmetic (which rows a check selects, for nested rows) from
 * @rc-component/tree's index, and the index imports the Tree component too (about 10 KB gzipped); the package does
 * not declare itself free of side effects, so the component stayed with every table screen, where no tree is shown.
 * Here the table's import is the modules those helpers live in (and two list helpers of its own).
 */
import type { Plugin } from 'vite';

const DIRECT_ID = '\0rc-tree-helpers';
const ANTD_TABLE_SELECTION = /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/;

export function rcTreeHelpersDirect(): Plugin {
  return {
    name: 'rc-tree-helpers-direct',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@rc-component/tree' && importer && ANTD_TABLE_SELECTION.test(importer) ? DIRECT_ID : null;
    },
    load(id) {
      if (id !== DIRECT_ID) return null;
      return [
        // The tree's `util` module holds these two beside the tree node component: written here instead.
        `export const arrDel = (list, value) => (list ?? []).filter((item) => item !== value);`,
        `export const arrAdd = (list, value) => ((list ?? []).includes(value) ? [...list] : [...(list ?? []), value]);`,
        `export { conductCheck } from '@rc-component/tree/es/utils/conductUtil';`,
        `export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';`,
      ].join('\n');
    },
  };
}
