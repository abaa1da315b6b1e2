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
