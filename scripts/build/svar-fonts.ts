import type { Plugin } from 'vite';

/**
 * SVAR's stylesheets (the Gantt of the plan tab) declare Roboto and Open Sans faces fetched from cdn.svar.dev: the
 * CSP's `font-src 'self'` refuses them (a console error), and once declared they would take antd's own font stack,
 * which names Roboto, on every screen. The faces are dropped; SVAR's widgets use the app's font.
 */
export function svarWithoutRemoteFonts(): Plugin {
  return {
    name: 'svar-without-remote-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]@svar-ui[\\/].*\.css(\?|$)/.test(id)) return null;
      return { code: code.replace(/@font-face\s*\{[^}]*\}/g, ''), map: null };
    },
  };
}
