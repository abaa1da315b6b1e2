/**
 * antd's ConfigProvider imports the tooltip's `UniqueProvider` (and with it @rc-component/trigger, its portal and
 * resize observer: about 11 KB gzipped) for one option, `tooltip.unique`, which this app does not set. The entry
 * renders the ConfigProvider, so every route's first load carried the popup engine, /login too, where nothing pops
 * up. Here the ConfigProvider's import is a lazy wrapper: the same provider, loaded the first time it is rendered.
 * Tooltips, dropdowns and selects import the trigger themselves and load it with the first screen that shows one.
 */
import { lazyImport } from './lazy-import.ts';

export const lazyTooltipUniqueProvider = () =>
  lazyImport({
    name: 'lazy-tooltip-unique-provider',
    source: '../tooltip/UniqueProvider',
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    module: (realId) => [
      `import { createElement, lazy, Suspense } from 'react';`,
      `const UniqueProvider = lazy(() => import(${JSON.stringify(realId)}));`,
      `export default function LazyUniqueProvider(props) {`,
      `  return createElement(Suspense, { fallback: null }, createElement(UniqueProvider, props));`,
      `}`,
    ],
  });
