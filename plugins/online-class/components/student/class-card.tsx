/** A class as a card (list page): thumbnail, ribbon, level, what it holds and the student's progress. Fits 390 px. */
import { Link } from 'react-router';
import type { OcCard } from '../../api/student';
import { useStudentClassTranslation } from '../../locales/student-texts';
import { ProgressBar } from './progress-bar';
import { classDetailsPath } from '../../lib/student-paths';

export function Ribbon({ ribbon }: { ribbon: OcCard['ribbon'] }) {
  const { t } = useStudentClassTranslation();
  if (!ribbon) return null;
  return (
    <span className="rounded-full bg-warning-50 px-2 py-0.5 text-xs font-semibold text-warning-800" data-testid="class-ribbon" data-ribbon={ribbon.key}>
      {t(`student.ribbons.${ribbon.key}`, { defaultValue: ribbon.name })}
    </span>
  );
}

export function ClassCard({ card }: { card: OcCard }) {
  const { t } = useStudentClassTranslation();
  const state = card.is_completed ? 'completed' : card.started ? 'started' : 'new';
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-card border border-line bg-surface" data-testid="class-card" data-class-id={card.id}>
      {card.thumbnail_url ? (
        <img src={card.thumbnail_url} alt="" className="h-32 w-full object-cover" loading="lazy" />
      ) : (
        <div aria-hidden="true" className="h-2 w-full bg-primary-600" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Ribbon ribbon={card.ribbon} />
          <span className="text-xs text-muted">{t(`student.levels.${card.level}`)}</span>
        </div>
        <h3 className="break-words text-base font-semibold text-ink">
          <Link to={classDetailsPath(card.id)} className="hover:underline" data-testid="class-link">
            {card.title}
          </Link>
        </h3>
        {card.description && <p className="line-clamp-3 break-words text-sm text-muted">{card.description}</p>}
        <p className="text-xs text-muted">{t('student.card.counts', { modules: card.counts.modules, chapters: card.counts.chapters })}</p>
        <div className="mt-auto flex flex-col gap-1 pt-2">
          <ProgressBar percent={card.progress.percent} label={t('student.card.progressLabel', { title: card.title })} />
          <p className="text-xs text-muted" data-testid="class-state" data-state={state}>
            {t(`student.card.state.${state}`, { percent: card.progress.percent })}
          </p>
        </div>
      </div>
    </li>
  );
}
