/** The end of the wizard: the class is published; open it, go to the list, or start another. */
import { Link, useSearchParams } from 'react-router';
import { useStaffPaths } from '../components/staff';
import { useOnlineClassTranslation } from '../locales/texts';

export default function WizardSuccessPage() {
  const { t } = useOnlineClassTranslation();
  const { paths } = useStaffPaths();
  const [params] = useSearchParams();
  const id = params.get('id');
  const link = 'rounded-md border border-line px-3 py-2 text-sm text-ink hover:bg-canvas';
  return (
    <div className="flex flex-col items-start gap-4 rounded-card border border-line bg-surface p-6" data-testid="class-published">
      <h1 className="text-2xl font-semibold text-ink">{t('success.title')}</h1>
      <p className="text-sm text-muted">{t('success.body')}</p>
      <div className="flex flex-wrap gap-2">
        {id && (
          <Link to={paths.modules(id)} className="rounded-md bg-primary-600 px-3 py-2 text-sm font-medium text-white hover:bg-primary-700" data-testid="open-class">
            {t('success.open')}
          </Link>
        )}
        <Link to={paths.list} className={link}>
          {t('success.list')}
        </Link>
        <Link to={paths.step('class-information', null)} className={link}>
          {t('success.another')}
        </Link>
      </div>
    </div>
  );
}
