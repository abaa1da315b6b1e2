import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Formatting a rich-text body needs (Tiptap's output plus what older editors sent); everything else is dropped. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'sub',
  'sup',
  'mark',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
  'figure',
  'figcaption',
];
/** No id, name or class: they could clobber the app's globals or borrow its styles to cover the screen. */
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'start', 'style'];

/** Inline styles kept: colours, alignment and emphasis; nothing that positions, sizes or loads anything. */
const STYLE_PROPERTIES = new Set([
  'color',
  'background-color',
  'text-align',
  'text-decoration',
  'font-weight',
  'font-style',
]);
/** Words, numbers, colours and rgb()/hsl() only: no url(), expression(), var() or escapes. */
const SAFE_STYLE_VALUE = /^(?:[-#\w\s.,%]|(?:rgba?|hsla?)\([\d\s.,%/]+\))+$/i;

/** Images may come from the web, from this app's own paths, or inline as raster data (no SVG: it can script). */
const SAFE_IMAGE_SRC = /^(?:https?:\/\/|\/(?!\/)|data:image\/(?:png|jpe?g|gif|webp|bmp);base64,)/i;

function safeStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return '';
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return STYLE_PROPERTIES.has(property) && SAFE_STYLE_VALUE.test(value) ? `${property}: ${value}` : '';
    })
    .filter(Boolean)
    .join('; ');
}

function createPurifier(): Purifier {
  const purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    data.attrValue = safeStyle(data.attrValue);
    if (!data.attrValue) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!SAFE_IMAGE_SRC.test(src.trim())) node.removeAttribute('src');
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // A link opens a new tab that cannot reach back into this one (window.opener) or learn where it came from.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

let purifier: Purifier | undefined;

/**
 * HTML from the server or the editor made safe to show (architecture.md §10): no scripts, event handlers, frames, forms,
 * javascript: or data: links; images only from http(s), own paths or raster data; links open in a new tab.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  purifier ??= createPurifier();
  // Chrome runs an <img onerror> while DOMPurify's parser document loads the image, before the handler is dropped:
  // the CSP blocks it, but prints a console error. Handler attributes go first (DOMPurify still removes the rest).
  const withoutHandlers = html.replace(/\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, ' ');
  return purifier.sanitize(withoutHandlers, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
