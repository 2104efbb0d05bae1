/** What a popup says to its student: the body as plain paragraphs and, for a blog share, the post with its link. */
import { PlainText } from '@ui/plain-text';
import type { StudentPopup } from '../../api/popups-api';
import { usePopupTranslation } from '../../locales/popup-texts';

export function PopupContent({ popup }: { popup: StudentPopup }) {
  const { t } = usePopupTranslation();
  return (
    <div className="flex flex-col gap-3">
      {popup.body && <PlainText text={popup.body} frameTitle={popup.title} />}
      {popup.blog_post && (
        <div className="rounded-card border border-line p-3">
          <p className="font-medium text-ink">{popup.blog_post.title}</p>
          {popup.blog_post.excerpt && <p className="mt-1 text-sm text-muted">{popup.blog_post.excerpt}</p>}
          <a href={`/blog/${encodeURIComponent(popup.blog_post.slug)}`} target="_blank" rel="noopener" className="mt-2 inline-block text-sm text-primary-700 underline">
            {t('popups.student.readPost')}
          </a>
        </div>
      )}
    </div>
  );
}
