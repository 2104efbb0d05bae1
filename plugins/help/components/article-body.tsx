/**
 * A help article's HTML. The server stored it through an allow-list (server/modules/help/sanitize.ts: paragraphs,
 * headings, lists, emphasis, links, images of the app), so it is rendered as given.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      data-testid="help-article-body"
      className="max-w-none text-sm leading-relaxed text-ink [&_a]:text-primary-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:mb-1 [&_h3]:font-semibold [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_img]:border [&_img]:border-line [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
      // sanitised on the server with an allow-list when stored
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
