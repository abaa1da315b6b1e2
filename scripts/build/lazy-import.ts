/**
 * A library's import made lazy (docs/decisions.md → first loads): where `importer` imports `source`, it gets a module
 * of ours instead, written by `module` around the real one's id (`import(realId)` in a React.lazy). The plugins that
 * use it say which import and why.
 */
import type { Plugin } from 'vite';

export function lazyImport(options: {
  name: string;
  source: string;
  importer: RegExp;
  module: (realId: string) => string[];
}): Plugin {
  const virtualId = `\0${options.name}`;
  let realId: string | undefined;
  return {
    name: options.name,
    enforce: 'pre',
    async resolveId(source, importer, resolveOptions) {
      if (source !== options.source || !importer || !options.importer.test(importer)) return null;
      realId = (await this.resolve(source, importer, { ...resolveOptions, skipSelf: true }))?.id;
      return realId ? virtualId : null;
    },
    load(id) {
      return id === virtualId && realId ? options.module(realId).join('\n') : null;
    },
  };
}
