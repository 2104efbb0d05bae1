/**
 * The blog's pure rules (README.md): slugs, the HTML sanitiser, excerpts, whether a body says anything, and the
 * tenant of a page host. No I/O; unit-tested in rules.test.ts.
 */
import sanitizeHtml from 'sanitize-html';
import { SLUG_MAX } from './contracts.ts';

/* ---------------------------------------------------------------- slugs */

/** Latin letters with marks -> their base letter ("Café" -> "cafe"); other scripts are dropped by slugify. */
function foldAccents(s: string): string {
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * The slug of a title: lower-case a-z and 0-9 words joined by single hyphens, at most SLUG_MAX characters, cut at a
 * word boundary when it can be. A title with no Latin letter or digit (a Bengali title) gives "post".
 *
 * @example slugify('10 Tips for PTE Reading!') // '10-tips-for-pte-reading'
 */
export function slugify(title: string): string {
  const words = foldAccents(title)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let out = '';
  for (const w of words) {
    const next = out ? `${out}-${w}` : w;
    if (next.length > SLUG_MAX) {
      if (!out) out = w.slice(0, SLUG_MAX);
      break;
    }
    out = next;
  }
  return out || 'post';
}

/**
 * The first of `base`, `base-2`, `base-3`, ... that is not taken (the suffix fits within SLUG_MAX).
 *
 * @example uniqueSlug('pte-tips', new Set(['pte-tips', 'pte-tips-2'])) // 'pte-tips-3'
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/* ---------------------------------------------------------------- the sanitiser */

/** The tags TipTap's blog editor produces; everything else is dropped (its text kept, but for script-like elements). */
export const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'img', 'hr', 'br'] as const;

/** An image source: https, or an uploaded public file of this site (/files/<folder>/<name>). */
const SAME_ORIGIN_FILE = /^\/files\/[a-z0-9][a-z0-9-]{0,49}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
export function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  const s = src.trim();
  if (SAME_ORIGIN_FILE.test(s)) return !s.includes('..');
  try {
    const u = new URL(s);
    return u.protocol === 'https:' && s.toLowerCase().startsWith('https://');
  } catch {
    return false;
  }
}

const LINK_REL = 'noopener noreferrer nofollow';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  // links: the web and e-mail; relative links (/blog/other-post, #part) stay. Never javascript:, data:, vbscript:.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // script, style, textarea, option, and the other elements whose text is not prose, go with their content
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'svg', 'math', 'template', 'object', 'embed', 'select', 'xmp', 'noembed', 'noframes'],
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    // what other editors (or a paste) call the same things
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    del: 's',
    strike: 's',
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      if (attribs.href !== undefined) out.href = attribs.href;
      out.rel = LINK_REL;
      if (attribs.target === '_blank') out.target = '_blank';
      return { tagName, attribs: out };
    },
  },
  // an image whose source is not https or one of our /files/ is dropped whole (not left as an empty <img>)
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src),
};

/**
 * Blog HTML as it may be stored and shown: only ALLOWED_TAGS, links with rel="noopener noreferrer nofollow" (and
 * target only "_blank"), images only from https or /files/, no event handler, style or class attribute, no
 * javascript: URL; <script>, <style>, <iframe>, <svg> and the like removed with their content. Idempotent.
 */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/* ---------------------------------------------------------------- text of a body */

const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|ul|ol)>|<br\s*\/?>|<hr\s*\/?>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The plain text of blog HTML (blocks separated by a space, entities decoded, whitespace collapsed). */
export function htmlToText(html: string): string {
  const stripped = sanitizeHtml(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return stripped
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const AUTO_EXCERPT_CHARS = 200;

/** An excerpt made from the body: its first words, at most `max` characters, cut at a word with "…". */
export function excerptFromHtml(html: string, max = AUTO_EXCERPT_CHARS): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** Whether (sanitised) blog HTML says anything: some text, or an image. A published post needs it. */
export function hasContent(html: string): boolean {
  return htmlToText(html) !== '' || /<img\s/i.test(html);
}

/** An excerpt as stored: plain text on one line (tags are not read; the page escapes it), control characters out. */
export function cleanExcerpt(excerpt: string): string {
  // eslint-disable-next-line no-control-regex
  return excerpt.replace(/[\u0000-\u001F\u007F-\u009F]+/g, ' ').replace(/\s+/g, ' ').trim();
}
