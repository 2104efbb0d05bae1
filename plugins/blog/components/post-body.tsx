/**
 * A post's HTML as the server stored it: sanitised there with an allow-list when saved (server/modules/blog/rules.ts:
 * the tags TipTap writes, links marked nofollow, images from https or /files/ only), so it is rendered as given.
 */
export function PostBody({ html }: { html: string }) {
  return (
    <div
      data-testid="blog-preview-body"
      className="max-w-none text-base leading-relaxed text-ink [&_a]:text-primary-700 [&_a]:underline [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_blockquote]:text-muted [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:mb-1 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:font-semibold [&_hr]:my-6 [&_hr]:border-line [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_pre]:overflow-auto [&_pre]:rounded-md [&_pre]:bg-canvas [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-6"
      // sanitised on the server with an allow-list when stored (server/modules/blog/rules.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
