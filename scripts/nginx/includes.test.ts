import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../csp.ts';
import { nginxIncludes } from './includes.ts';

describe('the files deploy/nginx.conf includes', () => {
  it('sends the policy scripts/csp.ts computes for the same variables', () => {
    const env = { API_TARGET: 'http://backend:8080/api', CSP_IMG_SRC: 'https://oss.jg-mfg.cn' };
    expect(nginxIncludes(env)['csp.conf']).toBe(
      `add_header Content-Security-Policy "${contentSecurityPolicy(env)}" always;\n`,
    );
    expect(contentSecurityPolicy(env)).toContain("img-src 'self' data: blob: https://oss.jg-mfg.cn;");
  });

  it('sends /api/x to <API_TARGET>/x and /files/x to the same origin unless FILES_TARGET names another', () => {
    expect(nginxIncludes({ API_TARGET: 'http://127.0.0.1:4010/api' })).toMatchObject({
      'api.conf': 'proxy_pass http://127.0.0.1:4010/api/;\n',
      'files.conf': 'proxy_pass http://127.0.0.1:4010;\n',
    });
    expect(
      nginxIncludes({ API_TARGET: 'https://erp.example.com/gateway/', FILES_TARGET: 'https://oss.example.com' }),
    ).toMatchObject({
      'api.conf': 'proxy_pass https://erp.example.com/gateway/;\n',
      'files.conf': 'proxy_pass https://oss.example.com;\n',
    });
  });

  it('refuses a missing or malformed target and a bad CSP entry, naming the variable', () => {
    expect(() => nginxIncludes({})).toThrow(/API_TARGET is not set/);
    expect(() => nginxIncludes({ API_TARGET: 'backend:8080' })).toThrow(/API_TARGET: "backend:8080" is not an http/);
    expect(() => nginxIncludes({ API_TARGET: 'http://b/api?x=1' })).toThrow(/API_TARGET: .* has a query/);
    expect(() => nginxIncludes({ API_TARGET: 'http://b/api', CSP_IMG_SRC: '*' })).toThrow(/CSP_IMG_SRC/);
  });
});
