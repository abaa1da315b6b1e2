import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CspConfigError } from './csp';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('without configuration allows only our own origin, no inline script, no plugins', () => {
    expect(contentSecurityPolicy({})).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; " +
        "connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
  });

  it('adds the configured hosts, space- or comma-separated, and the embedded pages’ token allow-list to frame-src', () => {
    const policy = contentSecurityPolicy({
      CSP_CONNECT_SRC: 'https://oss.jg-mfg.cn, wss://push.jg-mfg.cn',
      CSP_FRAME_SRC: ' https://bi.jgzz.com.cn  https://help.example.com/bos/ ',
      CSP_IMG_SRC: '*.cdn.jg-mfg.cn,https://oss.jg-mfg.cn:8443',
      CSP_FRAME_ANCESTORS: 'https://portal.jg-mfg.cn',
      VITE_EMBED_TOKEN_ORIGINS: 'https://report.jg-mfg.cn,https://bi.jgzz.com.cn',
    });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://oss.jg-mfg.cn wss://push.jg-mfg.cn");
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://report.jg-mfg.cn https://bi.jgzz.com.cn https://help.example.com/bos/",
    );
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: *.cdn.jg-mfg.cn https://oss.jg-mfg.cn:8443");
    expect(directive(policy, 'frame-ancestors')).toBe('frame-ancestors https://portal.jg-mfg.cn');
    // What a deployment cannot configure stays as it is.
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it("takes 'none' for frame-ancestors alone, and blank variables as unset", () => {
    const policy = contentSecurityPolicy({ CSP_FRAME_ANCESTORS: "'none'", CSP_CONNECT_SRC: '  ', CSP_IMG_SRC: '' });
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:");
  });

  it.each([
    ['CSP_FRAME_SRC', '*', 'allows every host'],
    ['CSP_CONNECT_SRC', "'unsafe-inline'", 'keyword this policy does not take'],
    ['CSP_IMG_SRC', "'unsafe-eval'", 'keyword this policy does not take'],
    ['CSP_FRAME_ANCESTORS', 'self', "without its quotes (write 'self')"],
    ['CSP_FRAME_SRC', 'data:', 'only https: and wss: may be listed'],
    ['CSP_FRAME_SRC', 'javascript:alert(1)', 'is not a host source'],
    ['CSP_CONNECT_SRC', "https://a.example.com; script-src 'unsafe-inline'", 'is not a host source'],
    ['CSP_IMG_SRC', 'ftp://files.example.com', 'scheme other than http(s)'],
    ['CSP_FRAME_ANCESTORS', "'none' https://portal.example.com", "mixes 'none'"],
    ['VITE_EMBED_TOKEN_ORIGINS', 'https://report_server:8080', 'is not a host source'],
  ])('refuses %s=%s with an error naming the variable and the entry', (variable, value, why) => {
    const build = () => contentSecurityPolicy({ [variable]: value });
    expect(build).toThrow(CspConfigError);
    expect(build).toThrow(new RegExp(`^${variable}: .*${why.replace(/[()']/g, '.')}`));
  });
});
