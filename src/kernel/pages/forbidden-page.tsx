import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { portalPath, getUserType } from '../auth/session';

export function StatusPage({ ns }: { ns: 'forbidden' | 'notFound' }) {
  const { t } = useTranslation('pages');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 py-16 text-center">
      <p className="text-5xl font-bold text-primary-700">{t(`${ns}.code`)}</p>
      <h1 className="text-2xl font-semibold text-ink">{t(`${ns}.title`)}</h1>
      <p className="text-muted">{t(`${ns}.body`)}</p>
      <Link to={portalPath(getUserType())} className="mt-2 rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600">
        {t(`${ns}.home`)}
      </Link>
    </div>
  );
}

export default function ForbiddenPage() {
  return <StatusPage ns="forbidden" />;
}
