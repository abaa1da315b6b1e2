import type { Page } from 'playwright-core';

/** The JSON bodies the page posts to one API path (e.g. '/sys/sysDept/archive'), in order, collected from now on. */
export function requestBodies(page: Page, apiPath: string): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(`/api${apiPath}`))
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

/** The query parameters of the page's GETs to one API path, in order, collected from now on. */
export function requestQueries(page: Page, apiPath: string): Array<Record<string, string>> {
  const queries: Array<Record<string, string>> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(`/api${apiPath}`)) queries.push(Object.fromEntries(url.searchParams));
  });
  return queries;
}
