/** The blog's pages per portal (docs/routes.md): the management list, the editor and the preview. */
export const BLOG_PORTALS = ['teacher', 'admin', 'coaching-owner', 'master'] as const;
export type BlogPortal = (typeof BLOG_PORTALS)[number];

/** The portal of a blog page's path ("/admin/blog/edit/3" -> "admin"); the teacher's when none matches. */
export function portalOf(pathname: string): BlogPortal {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return (BLOG_PORTALS as readonly string[]).includes(first) ? (first as BlogPortal) : 'teacher';
}

export function pathsFor(portal: BlogPortal) {
  const base = `/${portal}/blog`;
  return {
    list: base,
    create: `${base}/create`,
    edit: (id: number) => `${base}/edit/${id}`,
    preview: (id: number) => `${base}/preview/${id}`,
  };
}

/** The public page of a post, on this address (a centre's posts on its sub-domain, the platform's on the platform's). */
export const publicUrl = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
