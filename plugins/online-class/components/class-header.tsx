/** A class's title line: thumbnail, status, level, ribbon, and (for its authors) Edit. */
import { Link } from 'react-router';
import { Badge } from '@ui/badge';
import type { ClassDetail } from '../api/authoring';
import { useOnlineClassTranslation } from '../locales/texts';
import { useStaffPaths } from './staff';

export function ClassHeader({ c }: { c: ClassDetail }) {
  const { t } = useOnlineClassTranslation();
  const { paths, author } = useStaffPaths();
  return (
    <header className="flex flex-wrap items-start gap-4">
      {c.thumbnail_url && <img src={c.thumbnail_url} alt="" className="h-20 w-32 rounded-md border border-line object-cover" />}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h1 className="break-words text-2xl font-semibold text-ink" data-testid="class-title">
          {c.title}
          <Badge tone={c.status === 'published' ? 'primary' : 'warning'}>{t(`status.${c.status}`)}</Badge>
        </h1>
        <p className="text-sm text-muted">
          {t(`levels.${c.level}`)}
          {c.ribbon && ` · ${t(`ribbons.${c.ribbon.key}`, { defaultValue: c.ribbon.name })}`}
          {c.featured && ` · ${t('list.featured')}`}
          {` · ${t('list.counts', { modules: c.counts.modules, chapters: c.counts.chapters })}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.list} className="rounded-md border border-line px-3 py-2 text-sm text-ink hover:bg-canvas">
          {t('details.backToList')}
        </Link>
        {author && c.can_edit && (
          <Link to={paths.step('class-information', c.id)} className="rounded-md bg-primary-600 px-3 py-2 text-sm font-medium text-white hover:bg-primary-700" data-testid="edit-class">
            {t('common.edit')}
          </Link>
        )}
      </div>
    </header>
  );
}
