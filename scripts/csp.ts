/**
 * The Content Security Policy the built app is served with (architecture.md §10, issue 13 item 4), built from the
 * environment of the server that serves it: `vite preview` sends it (vite.config.ts), and `npm run csp` prints it
 * for a deployer's nginx. The fixed part: scripts only from our origin (no inline script, no eval), no plugins,
 * no <base> elsewhere, forms post only to us. What a deployment adds, as space- or comma-separated lists:
 *   CSP_CONNECT_SRC      hosts the app sends requests to besides its own origin (an upload host on another origin)
 *   CSP_FRAME_SRC        hosts the app may show in a frame (embedded report pages, a file host's PDFs)
 *   CSP_IMG_SRC          hosts images come from besides our origin, data: and blob: (a file or CDN host)
 *   CSP_FRAME_ANCESTORS  who may frame the app ('self' by default; 'none' forbids every frame)
 * and VITE_EMBED_TOKEN_ORIGINS (the embedded pages' token allow-list, docs/decisions.md) joins frame-src.
 * An entry that is not a host, an https:/wss: scheme or 'self' / 'none' is refused with an error naming it.
 */
import { pathToFileURL } from 'node:url';

export type CspEnv = Readonly<Record<string, string | undefined>>;

/** The variables a deployment sets, each with what it adds to. */
export const CSP_VARIABLES = {
  CSP_CONNECT_SRC: 'connect-src',
  CSP_FRAME_SRC: 'frame-src',
  CSP_IMG_SRC: 'img-src',
  CSP_FRAME_ANCESTORS: 'frame-ancestors',
  VITE_EMBED_TOKEN_ORIGINS: 'frame-src',
} as const;

type Variable = keyof typeof CSP_VARIABLES;

export class CspConfigError extends Error {
  override name = 'CspConfigError';
}

// scheme://host:port/path with an optional leading `*.` label; scheme, port and path optional (CSP3 host-source).
const HOST_SOURCE =
  /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::(?:\d{1,5}|\*))?(?:\/[^\s;,'"]*)?$/i;
// A whole scheme is allowed only where it stays encrypted; data:, blob: and the rest are the policy's own choice.
const SCHEME_SOURCES = new Set(['https:', 'wss:']);
const KEYWORDS = new Set(["'self'", "'none'"]);

function refuse(variable: Variable, entry: string, why: string): never {
  throw new CspConfigError(
    `${variable}: "${entry}" ${why}. Expected hosts such as https://files.example.com or *.example.com, https:, wss:, 'self' or 'none'.`,
  );
}

function checkEntry(variable: Variable, entry: string): string {
  const lower = entry.toLowerCase();
  if (KEYWORDS.has(lower)) return lower;
  if (lower === 'self' || lower === 'none')
    refuse(variable, entry, `is a keyword without its quotes (write '${lower}')`);
  if (lower.startsWith("'"))
    refuse(
      variable,
      entry,
      'is a keyword this policy does not take (inline code, eval, nonces and hashes are not configurable)',
    );
  if (entry === '*') refuse(variable, entry, 'allows every host');
  if (/^[a-z][a-z0-9+.-]*:$/i.test(entry)) {
    if (SCHEME_SOURCES.has(lower)) return lower;
    refuse(variable, entry, 'is a whole scheme; only https: and wss: may be listed');
  }
  if (!HOST_SOURCE.test(entry)) refuse(variable, entry, 'is not a host source');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(entry) && !/^(https?|wss?):\/\//i.test(entry))
    refuse(variable, entry, 'has a scheme other than http(s) or ws(s)');
  return entry;
}

/** The entries of one variable, checked; nothing when unset or blank. */
export function cspList(env: CspEnv, variable: Variable): string[] {
  const raw = env[variable];
  if (raw === undefined) return [];
  const entries = raw.split(/[\s,]+/).filter((entry) => entry !== '');
  const checked = entries.map((entry) => checkEntry(variable, entry));
  if (checked.includes("'none'") && checked.length > 1) refuse(variable, raw.trim(), "mixes 'none' with other sources");
  return checked;
}

function sources(...lists: string[][]): string {
  const all = lists.flat();
  // 'none' given for an added list means "nothing more": it does not take away the policy's own sources.
  const kept = all.filter((source) => source !== "'none'");
  return [...new Set(kept)].join(' ');
}

/**
 * The policy. styles: antd's CSS-in-JS writes <style> elements at run time and the sanitised rich text keeps
 * inline colours, so style-src needs 'unsafe-inline' (docs/decisions.md says why not a nonce). images: data: (the
 * captcha pictures, antd's placeholders) and blob: (a chosen file's preview).
 */
export function contentSecurityPolicy(env: CspEnv = process.env): string {
  const ancestors = cspList(env, 'CSP_FRAME_ANCESTORS');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', sources(["'self'", 'data:', 'blob:'], cspList(env, 'CSP_IMG_SRC'))],
    ['font-src', "'self'"],
    ['connect-src', sources(["'self'"], cspList(env, 'CSP_CONNECT_SRC'))],
    ['frame-src', sources(["'self'"], cspList(env, 'VITE_EMBED_TOKEN_ORIGINS'), cspList(env, 'CSP_FRAME_SRC'))],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ancestors.length > 0 ? ancestors.join(' ') : "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

// `npm run csp`: prints the header for this environment (for nginx's add_header), or the error and exit code 1.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(contentSecurityPolicy(process.env));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
