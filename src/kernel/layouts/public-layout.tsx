import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { PageOutlet } from '../router/app-routes';

/** The open layouts (login, registration, public-student, impersonate) and not-found: a centred column. */
export default function PublicLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex items-center justify-between px-6 py-4">
        <span className="text-lg font-semibold text-primary-700">{t('appName')}</span>
        <LanguageSwitcher />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-8 pb-16">
        <div className="w-full max-w-md">
          <PageOutlet />
        </div>
      </main>
    </div>
  );
}
