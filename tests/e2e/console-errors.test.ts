/** The shared recorder that fails every browser test on a console error, a library warning or an uncaught error. */
import { describe, expect, it } from 'vitest';
import { consoleError, createConsoleRecorder } from './support/console-errors';

describe('console recorder', () => {
  it('fails on a console error, a React or antd warning, and an uncaught error in the page', () => {
    const recorder = createConsoleRecorder();
    recorder.console({ type: 'error', text: 'Warning: Each child in a list should have a unique "key" prop.' });
    recorder.console({
      type: 'warning',
      text: 'Warning: [antd: Descriptions] Sum of column `span` in a line not match `column` of Descriptions.',
    });
    recorder.pageError(Object.assign(new Error('业务失败'), { name: 'ApiError' }));
    expect(consoleError(recorder.problems())?.message).toMatch(
      /3 problem\(s\)[\s\S]*unique "key"[\s\S]*Descriptions[\s\S]*uncaught in the page: ApiError: 业务失败/,
    );
  });

  it("passes Chromium's line for an HTTP error answer (a failure test asks for it) and the app's plain logs", () => {
    const recorder = createConsoleRecorder();
    recorder.console({
      type: 'error',
      text: 'Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
    });
    recorder.console({ type: 'log', text: '[vite] connected.' });
    recorder.console({ type: 'warning', text: 'some other library note' });
    expect(consoleError(recorder.problems())).toBeNull();
  });

  it('lets a test expect one console error it provokes, and fails it when that error is not printed', () => {
    const recorder = createConsoleRecorder();
    recorder.expectError(/^Executing inline script/);
    recorder.console({
      type: 'error',
      text: "Executing inline script violates the following Content Security Policy directive 'script-src 'self''. The action has been blocked.",
    });
    recorder.console({ type: 'error', text: 'Refused to load the image because it violates the policy' });
    expect(recorder.problems()).toEqual(['console.error: Refused to load the image because it violates the policy']);

    const silent = createConsoleRecorder();
    silent.expectError(/^Executing inline script/);
    expect(silent.problems()).toEqual(['expected console.error /^Executing inline script/ was not printed']);
  });
});
