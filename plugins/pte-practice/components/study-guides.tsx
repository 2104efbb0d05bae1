/**
 * The study guides the toolkit keeps for a type (and its whole section), folded above the type's items, and the
 * type's prompts (short cues from the trainers): a student reads how to approach the type before practising it.
 * Nothing shows while loading, on failure or when there is none: the guides are a help, not the page. A guide's
 * video or page of a marked host (the master's iframe markers; the server lists them in `embeds`) plays in a
 * sandboxed frame (src/ui/plain-text.tsx); any other address is a link.
 */
import { useQuery } from '@tanstack/react-query';
import { PlainText } from '@ui/plain-text';
import { typePromptsQuery, typeStudyGuidesQuery } from '../api/practice-api';
import { usePracticeTranslation } from '../locales/texts';

export function StudyGuides({ slug }: { slug: string }) {
  const { t } = usePracticeTranslation();
  const guides = useQuery(typeStudyGuidesQuery(slug));
  const prompts = useQuery(typePromptsQuery(slug));
  if (!guides.data?.length && !prompts.data?.length) return null;
  return (
    <section aria-label={t('typeList.studyGuides')} className="flex flex-col gap-2" data-testid="study-guides">
      {prompts.data && prompts.data.length > 0 && (
        <div className="flex flex-col gap-1 rounded-card border border-line bg-surface p-3" data-testid="type-prompts">
          <h2 className="font-medium text-ink">
            {t('typeList.prompts')}
            <span className="sr-only"> ({t('typeList.promptsHint')})</span>
          </h2>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink">
            {prompts.data.map((p) => (
              <li key={p.id} data-testid="type-prompt" className="whitespace-pre-line">
                {p.title ? <span className="font-medium">{p.title}: </span> : null}
                {p.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {(guides.data ?? []).map((g) => (
        <details key={g.id} className="rounded-card border border-line bg-surface p-3" data-testid="study-guide">
          <summary className="cursor-pointer font-medium text-ink">
            {t('typeList.studyGuides')}: {g.title}
            <span className="sr-only"> ({t('typeList.studyGuidesHint')})</span>
          </summary>
          <PlainText text={g.body} embeds={g.embeds} frameTitle={`${g.title} (${t('typeList.embedded')})`} className="mt-2 flex flex-col gap-2 text-sm text-ink" />
        </details>
      ))}
    </section>
  );
}
