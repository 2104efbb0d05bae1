/**
 * The study guides the toolkit keeps for a type (and its whole section), folded above the type's items: a student
 * reads how to approach the type before practising it. Nothing shows while loading, on failure or when there is none:
 * the guides are a help, not the page.
 */
import { useQuery } from '@tanstack/react-query';
import { typeStudyGuidesQuery } from '../api/practice-api';
import { usePracticeTranslation } from '../locales/texts';

export function StudyGuides({ slug }: { slug: string }) {
  const { t } = usePracticeTranslation();
  const guides = useQuery(typeStudyGuidesQuery(slug));
  if (!guides.data?.length) return null;
  return (
    <section aria-label={t('typeList.studyGuides')} className="flex flex-col gap-2" data-testid="study-guides">
      {guides.data.map((g) => (
        <details key={g.id} className="rounded-card border border-line bg-surface p-3" data-testid="study-guide">
          <summary className="cursor-pointer font-medium text-ink">
            {t('typeList.studyGuides')}: {g.title}
            <span className="sr-only"> ({t('typeList.studyGuidesHint')})</span>
          </summary>
          <div className="mt-2 flex flex-col gap-2 text-sm text-ink">
            {g.body.split(/\n{2,}/).map((para, i) => (
              <p key={i} className="whitespace-pre-line">
                {para}
              </p>
            ))}
          </div>
        </details>
      ))}
    </section>
  );
}
