import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

/** Parses the sanitised output so assertions look at elements and attributes, not at string shapes. */
function parsed(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

function attributeNames(host: HTMLElement): string[] {
  return [...host.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
}

describe('sanitizeHtml', () => {
  it('keeps basic formatting', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下划线</u><s>删</s></p><ul><li>一</li></ul><ol start="3"><li>三</li></ol><blockquote>引用</blockquote><pre><code>x = 1</code></pre>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  it('removes <script> with its content', () => {
    const host = parsed('<p>前</p><script>alert(1)</script><p>后</p>');
    expect(host.querySelector('script')).toBeNull();
    expect(host.textContent).toBe('前后');
  });

  it('removes event handlers such as onerror and onclick', () => {
    const host = parsed('<img src="x" onerror="alert(1)"><p onclick="alert(2)" onmouseover="alert(3)">文字</p>');
    expect(attributeNames(host).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(host.querySelector('p')?.textContent).toBe('文字');
  });

  it('removes javascript: and data: links but keeps the text', () => {
    const host = parsed(
      '<a href="javascript:alert(1)">一</a><a href=" JaVaScRiPt:alert(1)">二</a><a href="data:text/html,<script>alert(1)</script>">三</a>',
    );
    expect([...host.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([null, null, null]);
    expect(host.textContent).toBe('一二三');
  });

  it('removes iframes, objects, embeds, forms and base tags', () => {
    const host = parsed(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf"><form action="https://evil.example"><input name="a"><button>提交</button></form><base href="https://evil.example/">',
    );
    expect(host.querySelector('iframe, object, embed, form, input, button, base')).toBeNull();
  });

  it('removes svg with onload and its script', () => {
    const host = parsed(
      '<svg onload="alert(1)"><script>alert(2)</script><circle r="5"></circle></svg><svg><a xlink:href="javascript:alert(3)"><text>点</text></a></svg>',
    );
    expect(host.querySelector('svg, script, circle')).toBeNull();
    expect(attributeNames(host).some((name) => name.startsWith('on') || name.includes('href'))).toBe(false);
  });

  it('keeps safe inline styles and drops expressions, urls and layout properties', () => {
    const host = parsed(
      '<p style="color: red; text-align: center; width: expression(alert(1)); background-image: url(javascript:alert(1)); position: fixed; top: 0">一</p><span style="color: expression(alert(1))">二</span><span style="background-color: rgb(255, 0, 0)">三</span>',
    );
    const [p, expression, rgb] = [...host.querySelectorAll('p, span')];
    expect(p?.getAttribute('style')).toBe('color: red; text-align: center');
    expect(expression?.hasAttribute('style')).toBe(false);
    expect(rgb?.getAttribute('style')).toBe('background-color: rgb(255, 0, 0)');
  });

  it('drops <style> elements and class/id attributes', () => {
    const host = parsed('<style>body{display:none}</style><p class="ant-modal-mask" id="root" name="x">正文</p>');
    expect(host.querySelector('style')).toBeNull();
    expect(host.querySelector('p')?.getAttributeNames()).toEqual([]);
  });

  it('keeps http(s), own-path and raster data images, drops other sources', () => {
    const host = parsed(
      '<img src="https://cdn.example/a.png" alt="a"><img src="/files/b.jpg"><img src="data:image/png;base64,iVBORw0KGgo="><img src="javascript:alert(1)"><img src="data:image/svg+xml;base64,PHN2Zz4="><img src="//evil.example/c.png">',
    );
    expect([...host.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      'https://cdn.example/a.png',
      '/files/b.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      null,
      null,
      null,
    ]);
  });

  it('opens links in a new tab without an opener', () => {
    const host = parsed('<a href="https://example.com" target="_self" rel="opener">链接</a>');
    const link = host.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('neutralises mutation XSS through nested markup', () => {
    const host = parsed(
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><math><mtext><table><mglyph><style><img src=x onerror=alert(2)>',
    );
    expect(attributeNames(host).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(host.querySelector('math, noscript, style')).toBeNull();
  });
});
