/** The shared recorder that fails every browser test on a 422 or an sl-violations answer (no browser needed). */
import { describe, expect, it } from 'vitest';
import { createViolationRecorder, violationError, type ApiAnswer } from './support/contract-violations';

const answer = (over: Partial<ApiAnswer>): ApiAnswer => ({
  method: 'POST',
  url: 'http://127.0.0.1:4680/api/scm/mdHouse/add',
  status: 200,
  violations: null,
  text: () => Promise.resolve('{"code":200,"success":true}'),
  ...over,
});

describe('contract violation recorder', () => {
  it('fails on a 422 with method, path and Prism’s messages', async () => {
    const recorder = createViolationRecorder();
    recorder.record(answer({}));
    const body = {
      validation: [{ location: ['body'], message: "Request body must NOT have additional properties; found 'foo'" }],
    };
    recorder.record(answer({ status: 422, text: () => Promise.resolve(JSON.stringify(body)) }));
    const error = violationError(await recorder.violations());
    expect(error?.message).toContain(
      "POST /api/scm/mdHouse/add -> 422 | body: Request body must NOT have additional properties; found 'foo'",
    );
  });

  it('fails on an sl-violations header even when the answer is 200', async () => {
    const recorder = createViolationRecorder();
    recorder.record(
      answer({
        method: 'GET',
        url: 'http://127.0.0.1:4680/api/scm/mdHouse/detail?id=1',
        violations: '[{"message":"bad"}]',
      }),
    );
    const lines = await recorder.violations();
    expect(lines).toEqual(['GET /api/scm/mdHouse/detail?id=1 -> 200 | sl-violations: [{"message":"bad"}]']);
  });

  it('passes clean answers and ignores what is not /api/', async () => {
    const recorder = createViolationRecorder();
    recorder.record(answer({}));
    recorder.record(answer({ url: 'http://127.0.0.1:4680/assets/app.js', status: 422 }));
    expect(violationError(await recorder.violations())).toBeNull();
  });
});
