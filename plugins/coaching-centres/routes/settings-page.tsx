/**
 * The coaching owner's own centre (`/coaching-owner/centre-settings`): its name, contact details and branding
 * (logo, primary colour), over GET and PUT organizations/{id} for the centre of the signed-in user. The sub-domain
 * is the platform's to set and is only shown. A save re-reads the kernel's branding, so the header and the theme
 * change at once.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { useAuth } from '@kernel/auth/auth-provider';
import { refreshBranding } from '@kernel/branding/branding';
import { platformDomain } from '@kernel/http/tenant';
import { pushToast } from '@kernel/notify/toasts';
import { centreQuery, invalidateCentres, updateCentre, type Centre } from '../api/centres-api';
import { CentreForm } from '../components/centre-form';
import { valuesFromCentre } from '../lib/form';
import { useCentresTranslation } from '../locales/texts';

const hostOf = (sub: string) => `${sub}.${platformDomain()}`;

export default function SettingsPage() {
  const { t } = useCentresTranslation();
  const { user } = useAuth();
  const client = useQueryClient();
  const id = user?.organization?.id;
  const query = useQuery({ ...centreQuery(id ?? ''), enabled: id !== undefined && id !== null });

  const onSaved = (c: Centre) => {
    pushToast('success', t('toast.settingsSaved'));
    client.setQueryData(centreQuery(c.id).queryKey, c);
    invalidateCentres(client);
    void refreshBranding();
  };

  let body;
  if (query.isError) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('form.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('form.retry')}
        </Button>
      </div>
    );
  } else if (!query.data) {
    body = <PageSpinner label={t('form.loading')} />;
  } else {
    const centre = query.data;
    body = (
      <CentreForm key={centre.updated_at} mode="owner" initial={valuesFromCentre(centre)} hostOf={hostOf} submit={(b) => updateCentre(centre.id, b)} onSaved={onSaved} />
    );
  }
  return (
    <div className="flex flex-col gap-5" data-testid="centre-settings-page">
      <div>
        <h1 className="text-2xl font-semibold text-ink">{t('settings.title')}</h1>
        <p className="mt-1 text-muted">{t('settings.intro')}</p>
      </div>
      {body}
    </div>
  );
}
