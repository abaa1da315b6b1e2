/**
 * antd's plain `Input` imports @rc-component/input's index only for its default export, the input; the index also
 * imports the text area (with its auto-size and resize observer, about 3 KB gzipped). The bundler places modules by
 * the import graph, before it drops what is unused, so the login form (a plain input and a password) carried the
 * text area every other screen uses. Here antd's `Input` imports the input's own module.
 */
import type { Plugin } from 'vite';

const ANTD_INPUT = /[\\/]node_modules[\\/]antd[\\/]es[\\/]input[\\/]Input\.js$/;

export function rcInputWithoutTextArea(): Plugin {
  return {
    name: 'rc-input-without-text-area',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@rc-component/input' || !importer || !ANTD_INPUT.test(importer)) return null;
      return this.resolve('@rc-component/input/es/Input', importer, { ...options, skipSelf: true });
    },
  };
}
