/** The shared axe check's verdict: which findings fail a browser test. */
import { describe, expect, it } from 'vitest';
import { a11yError, type A11yFinding } from './support/accessibility';

const finding = (rule: string, impact: string | null): A11yFinding => ({
  rule,
  impact,
  help: rule,
  state: '/master/material',
  nodes: ['<span>详情</span>: contrast 4.1'],
});

describe('accessibility verdict', () => {
  it('fails on a critical or serious violation, a missing h1 and a name that hides its text', () => {
    const error = a11yError([
      finding('color-contrast', 'serious'),
      finding('aria-required-children', 'critical'),
      finding('page-has-heading-one', 'moderate'),
      finding('label-content-name-mismatch', 'moderate'),
    ]);
    expect(error?.message).toMatch(
      /4 violation\(s\)[\s\S]*color-contrast on \/master\/material[\s\S]*aria-required-children[\s\S]*page-has-heading-one[\s\S]*label-content-name-mismatch/,
    );
  });

  it('passes moderate and minor findings of other rules', () => {
    expect(
      a11yError([
        finding('region', 'moderate'),
        finding('landmark-one-main', 'moderate'),
        finding('empty-table-header', 'minor'),
      ]),
    ).toBeNull();
  });
});
