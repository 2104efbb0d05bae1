// Plain text <-> the simple HTML of the rich-text editor (paragraphs, line breaks, lists, bold, italic). Pure.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decode(s: string): string {
  return s.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
    const lower = e.toLowerCase();
    if (lower in ENTITIES) return ENTITIES[lower]!;
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return m;
  });
}

/**
 * The text of editor HTML: paragraphs and lists become blocks separated by a blank line, list items one per line
 * (prefixed "• " or "1. "), <br> a line break; other tags are dropped and entities decoded.
 */
export function htmlToText(html: string): string {
  const lists: Array<{ ordered: boolean; n: number }> = [];
  let inItem = 0;
  const raw = html.replace(/\s+/g, ' ').replace(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi, (_m, close: string, tag: string) => {
    const t = tag.toLowerCase();
    if (t === 'br') return '\n';
    if (t === 'ol' || t === 'ul') {
      if (close) lists.pop();
      else lists.push({ ordered: t === 'ol', n: 0 });
      return '\n\n';
    }
    if (t === 'li') {
      if (close) {
        inItem--;
        return '';
      }
      inItem++;
      const list = lists[lists.length - 1];
      if (!list) return '\n';
      list.n++;
      return list.ordered ? `\n${list.n}. ` : '\n• ';
    }
    if (/^(p|h[1-6]|div|blockquote)$/.test(t)) return inItem > 0 ? '' : '\n\n';
    return '';
  });
  return decode(raw)
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function escape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Plain text as editor HTML: a blank line separates paragraphs, a single line break becomes <br>. */
export function textToHtml(text: string): string {
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n{2,}/).filter((b) => b.trim() !== '');
  if (blocks.length === 0) return '<p></p>';
  return blocks.map((b) => `<p>${b.split('\n').map(escape).join('<br>')}</p>`).join('');
}
