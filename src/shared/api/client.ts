import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { accessToken } from '@/shared/lib/storage';
import { apiConfig } from './config';

/** Bearer token from ACCESS_TOKEN and App-Client 0 on every call (product.md §7). */
const authHeaders: Middleware = {
  onRequest({ request }) {
    const token = accessToken.get();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    request.headers.set('App-Client', '0');
    return request;
  },
};

/** One openapi-fetch client per family; the base URL is read per call so tests can move it. */
export function createFamilyClient<Paths extends object>(): Client<Paths> {
  // fetch is looked up per call (not captured once) so tests can stub the global.
  const client = createClient<Paths>({ baseUrl: apiConfig.baseUrl, fetch: (request) => globalThis.fetch(request) });
  client.use(authHeaders);
  return client;
}
