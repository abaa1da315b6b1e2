/**
 * The production server (issue 28 item 7): the production build behind Debian's nginx with deploy/nginx.conf
 * (tests/setup/nginx-server.ts), the mock as the backend. One person's visit, and the headers it got.
 */
import { describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { contentSecurityPolicy } from '../../scripts/csp.ts';
import { setupBrowser } from '../e2e/support/browser';
import { completeSliderCaptcha, submitAccountLogin } from '../e2e/support/login';

const browser = setupBrowser();
const LIST = '/master/material';
const DETAIL = '/master/materialMgmt/material/cdMaterial/materialDetail?id=1716352000000400401';
const IMAGE = encodeURI('/files/cdMaterial/2026/10/08/5e6f7a8b/铝型材实物.png');

describe('the app behind nginx', () => {
  it('signs in, opens a deep link and reloads it, with the policy, caching and compression a deployment sends', async () => {
    const { page, url } = browser;
    const answers: Response[] = [];
    page.on('response', (response) => answers.push(response));

    // A deep link before signing in: nginx answers index.html for it, the app sends the visitor to /login.
    const first = await page.goto(url(LIST));
    expect(first?.status()).toBe(200);
    const indexHtml = (await first?.text()) ?? '';
    await page.waitForURL((u) => u.pathname === '/login');
    await submitAccountLogin(page);
    await completeSliderCaptcha(page);
    await page.waitForURL((u) => u.pathname === LIST);
    await page.getByRole('cell', { name: 'RM-AL-0001' }).waitFor();

    // Another screen by its address, its picture from /files, then the same address reloaded.
    await page.goto(url(DETAIL));
    await page.getByText('RM-AL-0001 6063 铝型材').waitFor();
    const thumbnail = page.getByRole('img', { name: '铝型材实物.png' });
    const loaded = () =>
      thumbnail.evaluate((img: HTMLImageElement) =>
        img.complete ? `${img.naturalWidth}x${img.naturalHeight} ${new URL(img.src).pathname}` : 'loading',
      );
    await expect.poll(loaded).toBe(`320x240 ${IMAGE}`);
    const reloaded = await page.reload();
    await page.getByText('RM-AL-0001 6063 铝型材').waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(DETAIL);

    // index.html, for both deep links: the policy scripts/csp.ts computes, and asked again on every load (the reload
    // is nginx's 304 for its ETag, which Chromium reports as the cached 200 with the 304's headers).
    expect((await first?.allHeaders())?.['content-type']).toMatch(/^text\/html/);
    for (const document of [first, reloaded]) {
      expect(document?.status()).toBe(200);
      const headers = (await document?.allHeaders()) ?? {};
      expect(headers['content-security-policy']).toBe(contentSecurityPolicy(process.env));
      expect(headers['cache-control']).toBe('no-cache');
    }
    // The hashed assets: kept a year, compressed; the entry script the document names among them.
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)?.[1];
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const scripts = answers.filter((answer) => /\/assets\/[^/]+\.js$/.test(new URL(answer.url()).pathname));
    const entryAnswer = scripts.find((answer) => new URL(answer.url()).pathname === entry);
    expect(entryAnswer).toBeDefined();
    for (const script of scripts) {
      const headers = await script.allHeaders();
      expect(headers['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
      expect(headers['content-security-policy'], script.url()).toBe(contentSecurityPolicy(process.env));
    }
    expect((await entryAnswer?.allHeaders())?.['content-encoding']).toBe('gzip');
    // The answers of /api came through the proxy from the mock.
    const api = answers.filter((answer) => new URL(answer.url()).pathname.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter((answer) => answer.status() !== 200).map((answer) => answer.url())).toEqual([]);

    // A missing asset is a 404, never index.html under a script's name.
    const missing = await page.request.get(url('/assets/missing-0000.js'));
    expect(missing.status()).toBe(404);
  });
});
