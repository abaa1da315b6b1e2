/** Contract suite: the five specs served by Prism (`--errors`) behind one /api, for the whole run. */
import type { TestProject } from 'vitest/node';
import { startMock } from '../../scripts/mock/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    mockUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const mock = await startMock({ port: Number(process.env.CONTRACT_MOCK_PORT ?? 4610), log: 'quiet' });
  project.provide('mockUrl', mock.url);
  return () => mock.close();
}
