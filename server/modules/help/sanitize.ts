/**
 * Help articles are rich text (HTML from the TipTap editor): what a client sends passes an allow-list before it is
 * stored, so only these elements and attributes ever come back. Pure (no I/O).
 */
import sanitizeHtml from 'sanitize-html';

/** images only from the app itself: the committed screenshots (/help/...) and uploaded files (/files/...) */
const IMAGE_SRC = /^\/(help|files)\/[A-Za-z0-9._/-]{1,200}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'img', 'blockquote', 'code'],
  allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // a heading level the reader does not use becomes the nearest one it does (the page's own title is the h1)
  transformTags: { h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3' },
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SRC.test(frame.attribs.src ?? ''),
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'title'],
};

/** The stored form of an article's HTML: the allow-list above, whitespace trimmed. */
export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
