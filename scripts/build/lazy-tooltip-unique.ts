/**
 * antd's ConfigProvider imports the tooltip's `UniqueProvider` (and with it @rc-component/trigger, its portal and
 * resize observer: about 11 KB gzipped) for one option, `tooltip.unique`, which this app does not set. The entry
 * renders the ConfigProvider, so every route's first load carried the popup engine, /login too, where nothing pops
 * up. Here the ConfigProvider's import is a lazy wrapper: the same provider, loaded the first time it is rendered.
 * Tooltips, dropdowns and selects import the trigger themselves and load it with the first screen that shows one.
 */
import type { Plugin } from 'vite';

const LAZY_ID = '\0lazy-tooltip-unique-provider';
const CONFIG_PROVIDER = /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;

export function lazyTooltipUniqueProvider(): Plugin {
  let realId: string | undefined;
  return {
    name: 'lazy-tooltip-unique-provider',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '../tooltip/UniqueProvider' || !importer || !CONFIG_PROVIDER.test(importer)) return null;
      realId = (await this.resolve(source, importer, { ...options, skipSelf: true }))?.id;
      return realId ? LAZY_ID : null;
    },
    load(id) {
      if (id !== LAZY_ID || !realId) return null;
      return [
        `import { createElement, lazy, Suspense } from 'react';`,
        `const UniqueProvider = lazy(() => import(${JSON.stringify(realId)}));`,
        `export default function LazyUniqueProvider(props) {`,
        `  return createElement(Suspense, { fallback: null }, createElement(UniqueProvider, props));`,
        `}`,
      ].join('\n');
    },
  };
}
