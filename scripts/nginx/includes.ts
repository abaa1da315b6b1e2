/**
 * The three files deploy/nginx.conf includes, written from the deployment's environment (README → Deploying): the
 * CSP header as scripts/csp.ts computes it (never copied by hand), and where /api and /files go, with the meaning
 * `npm start` and vite.config.ts give API_TARGET and FILES_TARGET (/api/x to <API_TARGET>/x, /files/x to
 * <FILES_TARGET or API_TARGET's origin>/files/x).
 */
import { contentSecurityPolicy, type CspEnv } from '../csp.ts';

export class NginxConfigError extends Error {
  override name = 'NginxConfigError';
}

/** The directory under nginx's configuration directory that deploy/nginx.conf includes them from. */
export const INCLUDE_DIR = 'back-office';

function httpUrl(variable: string, raw: string | undefined): URL {
  if (!raw) throw new NginxConfigError(`${variable} is not set: the backend's base URL, e.g. http://backend:8080/api`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new NginxConfigError(`${variable}: "${raw}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new NginxConfigError(`${variable}: "${raw}" is not an http(s) URL`);
  if (url.search || url.hash || url.username)
    throw new NginxConfigError(`${variable}: "${raw}" has a query, a fragment or credentials`);
  return url;
}

/** File name (under INCLUDE_DIR) → content. */
export function nginxIncludes(env: CspEnv): Record<string, string> {
  const api = httpUrl('API_TARGET', env.API_TARGET);
  const files = env.FILES_TARGET ? httpUrl('FILES_TARGET', env.FILES_TARGET) : api;
  // `proxy_pass <origin><path>/` in `location /api/` puts <path>/ in place of /api/.
  const apiBase = `${api.origin}${api.pathname.replace(/\/+$/, '')}/`;
  return {
    'csp.conf': `add_header Content-Security-Policy "${contentSecurityPolicy(env)}" always;\n`,
    'api.conf': `proxy_pass ${apiBase};\n`,
    'files.conf': `proxy_pass ${files.origin};\n`,
  };
}
