// Rich text a client sends -> the plain text the platform stores. Pure (no I/O), linear in the input.
//
// Question content is plain text: paragraphs separated by a blank line, list items one per line ("• " / "1. "),
// the form the editors' rich-text field (question-types/kit/ui/html-text.ts) produces. The editors never send HTML,
// but a client can send anything: this is the server's own pass over every content string (defence in depth).

/** The longest text kept (characters); longer values are cut (the type's schema then judges what is left). */
export const RICH_TEXT_MAX_CHARS = 100_000;
/** Markup is longer than its text: at most this much input is read. */
const MAX_INPUT_CHARS = 4 * RICH_TEXT_MAX_CHARS;

/** Elements removed together with their content (an unclosed one swallows the rest, as in a browser). */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'noscript', 'template', 'object', 'svg', 'math', 'title', 'head', 'textarea', 'select', 'xmp', 'noembed', 'noframes', 'frameset', 'plaintext']);

/** Blocks: a paragraph break (nothing inside a list item, whose line is already started). */
const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'section', 'article', 'header', 'footer', 'aside', 'nav', 'main', 'pre', 'address', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'form', 'fieldset', 'details', 'summary', 'dl', 'hr', 'center']);
const LINES = new Set(['tr', 'dt', 'dd', 'caption', 'legend']);
const CELLS = new Set(['td', 'th']);

/**
 * Names read as tags. Anything else after "<" is text ("x<y and y>z" stays), apart from custom elements (a hyphen
 * in the name), which a browser would also build.
 */
const ELEMENTS = new Set([
  ...DROPPED_WITH_CONTENT,
  ...BLOCKS,
  ...LINES,
  ...CELLS,
  ...'a abbr acronym applet area audio b base basefont bdi bdo big blink body br button canvas cite code col colgroup data datalist del dfn dialog dir em embed font frame html i img input ins isindex kbd keygen label li link listing map mark marquee menu meta meter nobr noembed object ol optgroup option output param picture portal progress q rb rp rt rtc ruby s samp search slot small source span strike strong sub sup tbody time tr track tt u ul var video wbr'.split(' '),
]);

const NAMED: Record<string, string> = {
  amp: '&', AMP: '&', lt: '<', LT: '<', gt: '>', GT: '>', quot: '"', QUOT: '"', apos: "'", nbsp: ' ', shy: '',
  ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„',
  laquo: '«', raquo: '»', bull: '•', middot: '·', copy: '©', reg: '®', trade: '™', deg: '°', euro: '€', pound: '£',
  yen: '¥', cent: '¢', sect: '§', para: '¶', times: '×', divide: '÷', plusmn: '±', minus: '−', frac12: '½',
  frac14: '¼', frac34: '¾', sup2: '²', sup3: '³', micro: 'µ', prime: '′', Prime: '″', iexcl: '¡', iquest: '¿',
  aacute: 'á', Aacute: 'Á', agrave: 'à', Agrave: 'À', acirc: 'â', auml: 'ä', Auml: 'Ä', aring: 'å', atilde: 'ã',
  ccedil: 'ç', Ccedil: 'Ç', eacute: 'é', Eacute: 'É', egrave: 'è', Egrave: 'È', ecirc: 'ê', euml: 'ë', iacute: 'í',
  igrave: 'ì', icirc: 'î', iuml: 'ï', ntilde: 'ñ', Ntilde: 'Ñ', oacute: 'ó', Oacute: 'Ó', ograve: 'ò', ocirc: 'ô',
  ouml: 'ö', Ouml: 'Ö', otilde: 'õ', oslash: 'ø', uacute: 'ú', ugrave: 'ù', ucirc: 'û', uuml: 'ü', Uuml: 'Ü',
  szlig: 'ß', aelig: 'æ', oelig: 'œ',
};

const ENTITY = /&(#[0-9]{1,8}|#[xX][0-9a-fA-F]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;
// C0 controls but tab and line feed (CR is turned into a line feed first), DEL, C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

function decodeEntities(s: string): string {
  return s.replace(ENTITY, (m, e: string) => {
    if (e[0] !== '#') return NAMED[e] ?? m;
    const cp = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    if (!(cp > 0 && cp <= 0x10ffff) || (cp >= 0xd800 && cp <= 0xdfff)) return '\uFFFD';
    return String.fromCodePoint(cp);
  });
}

function cleanControls(s: string): string {
  return s.replace(/\r\n?/g, '\n').replace(CONTROLS, '');
}

interface Tag {
  /** index just past the tag (the input's length when the tag runs to the end) */
  end: number;
  /** lower-case element name; '' for comments, doctypes, CDATA and processing instructions */
  name: string;
  close: boolean;
}

const NAME = /[a-zA-Z][a-zA-Z0-9:-]*/y;

/**
 * The tag starting at s[at] === '<', or null when that "<" is text: not followed by "/", "!", "?" or the name of
 * an element and then a space, "/" or ">" ("x < y", "a<b", "3 <4"). A tag that never ends runs to the end of the
 * input, as a browser reads it.
 */
function readTag(s: string, at: number): Tag | null {
  const n = s.length;
  const c = s[at + 1];
  if (c === '!') {
    if (s.startsWith('<!--', at)) {
      const e = s.indexOf('-->', at + 4);
      return { end: e < 0 ? n : e + 3, name: '', close: false };
    }
    if (!/[a-zA-Z[]/.test(s[at + 2] ?? '')) return null;
    const e = s.indexOf('>', at + 2);
    return { end: e < 0 ? n : e + 1, name: '', close: false };
  }
  if (c === '?') {
    const e = s.indexOf('>', at + 2);
    return { end: e < 0 ? n : e + 1, name: '', close: false };
  }
  const close = c === '/';
  NAME.lastIndex = at + (close ? 2 : 1);
  const m = NAME.exec(s);
  if (!m) return null;
  const name = m[0].toLowerCase();
  if (!ELEMENTS.has(name) && !name.includes('-')) return null;
  let j = NAME.lastIndex;
  if (j >= n || !/[\s/>]/.test(s[j]!)) return null;
  // attributes: skipped, a quoted value (after "=") may hold ">"
  while (j < n) {
    const ch = s[j]!;
    if (ch === '>') return { end: j + 1, name, close };
    if (ch === '=') {
      j++;
      while (j < n && /\s/.test(s[j]!)) j++;
      const q = s[j];
      if (q === '"' || q === "'") {
        const e = s.indexOf(q, j + 1);
        if (e < 0) return { end: n, name, close };
        j = e + 1;
        continue;
      }
      continue;
    }
    j++;
  }
  return { end: n, name, close };
}

function hasTag(s: string): boolean {
  for (let i = s.indexOf('<'); i >= 0; i = s.indexOf('<', i + 1)) if (readTag(s, i)) return true;
  return false;
}

/** HTML -> text, the way the editors' htmlToText reads it (plus the elements a browser would not show as text). */
function htmlToPlain(s: string): string {
  const out: string[] = [];
  const lists: Array<{ ordered: boolean; n: number }> = [];
  let inItem = 0;
  const text = (t: string) => out.push(decodeEntities(t.replace(/\s+/g, ' ')));
  let i = 0;
  while (i < s.length) {
    const lt = s.indexOf('<', i);
    if (lt < 0) {
      text(s.slice(i));
      break;
    }
    const tag = readTag(s, lt);
    if (!tag) {
      text(s.slice(i, lt + 1));
      i = lt + 1;
      continue;
    }
    text(s.slice(i, lt));
    i = tag.end;
    const t = tag.name;
    if (!t) continue;
    if (!tag.close && DROPPED_WITH_CONTENT.has(t)) {
      // up to and including the matching end tag; without one, the rest of the input
      const closing = new RegExp(`</${t}[\\s/>]`, 'ig');
      closing.lastIndex = i;
      const m = closing.exec(s);
      const end = m ? readTag(s, m.index) : null;
      i = end ? end.end : s.length;
      continue;
    }
    if (t === 'br') out.push('\n');
    else if (t === 'ul' || t === 'ol') {
      if (tag.close) lists.pop();
      else lists.push({ ordered: t === 'ol', n: 0 });
      out.push('\n\n');
    } else if (t === 'li') {
      if (tag.close) {
        inItem = Math.max(0, inItem - 1);
        continue;
      }
      inItem++;
      const list = lists[lists.length - 1];
      if (!list) out.push('\n');
      else {
        list.n++;
        out.push(list.ordered ? `\n${list.n}. ` : '\n• ');
      }
    } else if (BLOCKS.has(t)) out.push(inItem > 0 ? '' : '\n\n');
    else if (LINES.has(t)) out.push('\n');
    else if (CELLS.has(t)) out.push(' ');
  }
  return out
    .join('')
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function bounded(s: string): string {
  if (s.length <= RICH_TEXT_MAX_CHARS) return s;
  const cut = s.slice(0, RICH_TEXT_MAX_CHARS);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function once(value: string): string {
  const s = cleanControls(value.length > MAX_INPUT_CHARS ? value.slice(0, MAX_INPUT_CHARS) : value);
  // Text without a tag keeps its own spacing; only its entities are decoded.
  return bounded(cleanControls(hasTag(s) ? htmlToPlain(s) : decodeEntities(s)));
}

/**
 * Any HTML a client sends in a content text field as the plain text the editors store: block elements and <br>
 * become line breaks (a blank line between paragraphs), list items "• " / "1. " lines, entities are decoded; every
 * other tag is dropped with its attributes, <script>, <style>, <iframe> (and the like) with their content; control
 * characters are stripped and the length bounded. Text that holds no tag ("x < y", "a<b", "R&D") comes back as
 * it was. Idempotent: the result is a fixed point (text decoded into new markup, "&lt;b&gt;", is read again).
 */
export function richTextToPlain(value: string): string {
  let cur = once(value);
  for (let pass = 0; pass < 4; pass++) {
    const next = once(cur);
    if (next === cur) return cur;
    cur = next;
  }
  // Only markup encoded many times over gets here: without "<" and "&" nothing is read again.
  return cur.replace(/[<>&]/g, '');
}

/** Media in content: upload paths and inline images are not text. */
function isMedia(s: string): boolean {
  return s.startsWith('/files/') || s.startsWith('data:image/');
}

/**
 * Every string inside a question's content (objects and arrays walked; keys kept) through richTextToPlain, media
 * paths aside. The caller bounds the depth (the route's MAX_JSON_DEPTH).
 */
export function sanitizeContent(value: unknown): unknown {
  if (typeof value === 'string') return isMedia(value) ? value : richTextToPlain(value);
  if (Array.isArray(value)) return value.map(sanitizeContent);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeContent(v)]));
  return value;
}

// --- Text PostgreSQL refuses -------------------------------------------------------------------------------------
//
// PostgreSQL stores neither a NUL character (text and jsonb both refuse it) nor a UTF-16 surrogate without its
// pair (it is not Unicode, so it has no UTF-8 form). A client can send both in JSON ("\u0000", "\ud800") or a
// query string (%00). Found where input is parsed, they become a 422 naming the field instead of a 500 from the
// database, whichever column the text was headed for.

// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL would refuse this text: a NUL or an unpaired surrogate. */
export function isUnstorableText(s: string): boolean {
  return UNSTORABLE.test(s);
}

/** The text with every character PostgreSQL refuses replaced by U+FFFD (for naming a bad key in an error). */
export function storableText(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

export interface InputProblems {
  /** paths of strings (values, or object keys) PostgreSQL would refuse, in document order */
  unstorable: Array<Array<string | number>>;
  /**
   * where the value nests deeper than the limit (the walk stops there): the top-level field holding it, `[]` for
   * the root itself; null when it does not
   */
  tooDeep: Array<string | number> | null;
}

/**
 * Walks parsed JSON (or a query or path-parameter record) for text PostgreSQL refuses, keys included, and for
 * nesting beyond `maxDepth` levels (the root object is level 1). Stops below the limit, so a hostile 1 MiB
 * `[[[[...` costs nothing more than its parse.
 */
export function findInputProblems(value: unknown, maxDepth: number): InputProblems {
  const out: InputProblems = { unstorable: [], tooDeep: null };
  const walk = (v: unknown, path: Array<string | number>, depth: number): void => {
    if (typeof v === 'string') {
      if (isUnstorableText(v)) out.unstorable.push(path);
      return;
    }
    if (v === null || typeof v !== 'object') return;
    if (depth > maxDepth) {
      out.tooDeep ??= typeof path[0] === 'string' ? path.slice(0, 1) : [];
      return;
    }
    if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, [...path, i], depth + 1));
      return;
    }
    for (const [k, item] of Object.entries(v)) {
      if (isUnstorableText(k)) out.unstorable.push([...path, storableText(k)]);
      else walk(item, [...path, k], depth + 1);
    }
  };
  walk(value, [], 1);
  return out;
}
