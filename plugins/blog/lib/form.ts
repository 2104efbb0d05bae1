/**
 * The editor's form (pure): its values, the body sent to the server, and the checks made before sending (the server
 * checks again and answers 422 per field).
 */
import type { BlogCreateBody, BlogPost, BlogUpdateBody } from '../api/blog';

export interface PostForm {
  title: string;
  slug: string;
  excerpt: string;
  body_html: string;
  cover_image: string | null;
}

export const EMPTY_FORM: PostForm = { title: '', slug: '', excerpt: '', body_html: '', cover_image: null };

export const formOf = (p: BlogPost): PostForm => ({ title: p.title, slug: p.slug, excerpt: p.excerpt, body_html: p.body_html, cover_image: p.cover_image });

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type FieldKey = keyof PostForm;
/** i18n keys of the problems found, by field */
export type FormProblems = Partial<Record<FieldKey, string>>;

/** What is wrong before sending: the title is required (and at most 200), the slug lower-case words with hyphens. */
export function checkForm(f: PostForm, publish: boolean): FormProblems {
  const out: FormProblems = {};
  if (!f.title.trim()) out.title = 'editor.errors.titleRequired';
  else if (f.title.trim().length > 200) out.title = 'editor.errors.titleTooLong';
  const slug = f.slug.trim().toLowerCase();
  if (slug && (!SLUG_RE.test(slug) || slug.length > 120)) out.slug = 'editor.errors.slugFormat';
  if (f.excerpt.trim().length > 500) out.excerpt = 'editor.errors.excerptTooLong';
  if (publish && !hasText(f.body_html)) out.body_html = 'editor.errors.bodyEmpty';
  return out;
}

/** Whether TipTap's HTML says anything (text or an image). */
export function hasText(html: string): boolean {
  return /<img\s/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}

export function createBody(f: PostForm, publish: boolean): BlogCreateBody {
  return {
    title: f.title.trim(),
    slug: f.slug.trim().toLowerCase(),
    excerpt: f.excerpt.trim(),
    body_html: f.body_html,
    cover_image: f.cover_image,
    status: publish ? 'published' : 'draft',
  };
}

/** The fields that changed from what is saved (PUT sends those only); null when nothing changed. */
export function updateBody(saved: PostForm, f: PostForm): BlogUpdateBody | null {
  const next = { title: f.title.trim(), slug: f.slug.trim().toLowerCase(), excerpt: f.excerpt.trim(), body_html: f.body_html, cover_image: f.cover_image };
  const out: BlogUpdateBody = {};
  if (next.title !== saved.title) out.title = next.title;
  if (next.slug !== saved.slug) out.slug = next.slug;
  if (next.excerpt !== saved.excerpt) out.excerpt = next.excerpt;
  if (next.body_html !== saved.body_html) out.body_html = next.body_html;
  if (next.cover_image !== saved.cover_image) out.cover_image = next.cover_image;
  return Object.keys(out).length ? out : null;
}

/** A 422's field errors (server messages) onto the form's fields; anything else under `form`. */
export function serverProblems(errors: Record<string, string[]>): Partial<Record<FieldKey | 'form', string>> {
  const out: Partial<Record<FieldKey | 'form', string>> = {};
  for (const [k, v] of Object.entries(errors)) {
    const key = (['title', 'slug', 'excerpt', 'body_html', 'cover_image'] as const).find((f) => f === k) ?? 'form';
    out[key] ??= v[0];
  }
  return out;
}
