/**
 * A chapter's parts in order, read-only, as the student meets them (the authors' preview and the chapter details):
 * the video plays, the text reads, a material opens, a quiz set and PTE items are named. The student's own player
 * (progress, marking complete, sitting the quiz) is not part of this view.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Spinner } from '@ui/spinner';
import { materialQuery, type Chapter, type Part } from '../api/authoring';
import { useOnlineClassTranslation } from '../locales/texts';

export function ChapterView({ chapter, moduleTitle }: { chapter: Chapter; moduleTitle?: string }) {
  const { t } = useOnlineClassTranslation();
  return (
    <article className="flex flex-col gap-4" data-testid="chapter-view">
      <header className="flex flex-col gap-1">
        {moduleTitle && <p className="text-sm text-muted">{moduleTitle}</p>}
        <h2 className="text-xl font-semibold text-ink">{chapter.title}</h2>
        {chapter.description && <p className="text-sm text-muted">{chapter.description}</p>}
      </header>
      {chapter.parts.length === 0 ? (
        <p className="text-sm text-muted">{t('parts.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {chapter.parts.map((p, i) => (
            <li key={p.id} className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4" data-testid="chapter-part" data-kind={p.kind}>
              <h3 className="text-base font-semibold text-ink">
                {i + 1}. {p.title || t(`partKinds.${p.kind}`)}
                {p.title && <span className="ml-2 text-xs font-normal text-muted">{t(`partKinds.${p.kind}`)}</span>}
              </h3>
              <PartBody part={p} />
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

function PartBody({ part }: { part: Part }) {
  const { t } = useOnlineClassTranslation();
  switch (part.kind) {
    case 'video':
      return part.video_url ? <UploadedVideo url={part.video_url} /> : part.material_id ? <MaterialFile id={part.material_id} video /> : <p className="text-sm text-muted">{t('parts.missing')}</p>;
    case 'text':
      return (
        <div className="flex flex-col gap-2 text-sm text-ink">
          {part.paragraphs.map((x, i) => (
            <p key={i} className="whitespace-pre-line">
              {x}
            </p>
          ))}
        </div>
      );
    case 'material':
      return part.material_id ? <MaterialFile id={part.material_id} /> : <p className="text-sm text-muted">{t('parts.missing')}</p>;
    case 'quiz':
      return <p className="text-sm text-ink">{part.quiz_set ? t('parts.quizNamed', { title: part.quiz_set.title }) : t('parts.missing')}</p>;
    case 'pte':
      return <p className="text-sm text-ink">{t('parts.pteItems', { count: part.question_ids.length })}</p>;
    default:
      return null;
  }
}

function UploadedVideo({ url }: { url: string }) {
  // a signed link: the element asks for ranges itself, so a long video seeks without being downloaded whole
  return <video controls preload="metadata" src={url} className="w-full max-w-2xl rounded-md bg-black" data-testid="part-video" />;
}

function MaterialFile({ id, video = false }: { id: number; video?: boolean }) {
  const { t } = useOnlineClassTranslation();
  const m = useQuery(materialQuery(id));
  if (m.isPending) return <Spinner size="sm" label={t('common.loading')} />;
  if (m.isError) return <Alert variant="error">{t('parts.materialFailed')}</Alert>;
  if (video || m.data.kind === 'video') return <video controls preload="metadata" src={m.data.file_url} className="w-full max-w-2xl rounded-md bg-black" data-testid="part-video" aria-label={m.data.title} />;
  if (m.data.kind === 'audio') return <audio controls src={m.data.file_url} aria-label={m.data.title} />;
  if (m.data.kind === 'image') return <img src={m.data.file_url} alt={m.data.title} className="max-h-96 rounded-md" />;
  return (
    <a href={m.data.file_url} target="_blank" rel="noreferrer" className="text-sm text-primary-700 underline" data-testid="part-material">
      {t('parts.openMaterial', { title: m.data.title })}
    </a>
  );
}
