/**
 * The master creates a coaching centre (`/master/coaching-center/create`: the centre, its branding and its owner,
 * who is invited by mail) or edits one (`/master/coaching-center/edit/:id`: everything but the sub-domain and
 * the owner). Back to the list when saved.
 */
import { useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@ui/button';
import { Alert } from '@ui/alert';
import { PageSpinner } from '@ui/spinner';
import { platformDomain } from '@kernel/http/tenant';
import { pushToast } from '@kernel/notify/toasts';
import { centreQuery, createCentre, invalidateCentres, updateCentre, type Centre } from '../api/centres-api';
import { CentreForm } from '../components/centre-form';
import { EMPTY_VALUES, valuesFromCentre } from '../lib/form';
import { centrePaths } from '../lib/link-styles';
import { useCentresTranslation } from '../locales/texts';

const hostOf = (sub: string) => `${sub}.${platformDomain()}`;

export default function FormPage() {
  const { id } = useParams();
  return id ? <EditCentre id={id} /> : <CreateCentre />;
}

function useDone(message: (c: Centre) => string) {
  const navigate = useNavigate();
  const client = useQueryClient();
  return (c: Centre) => {
    pushToast('success', message(c));
    invalidateCentres(client);
    navigate(centrePaths.list);
  };
}

function CreateCentre() {
  const { t } = useCentresTranslation();
  const navigate = useNavigate();
  const done = useDone((c) => t('toast.created', { name: c.name }));
  return (
    <div className="flex flex-col gap-5" data-testid="centre-create-page">
      <h1 className="text-2xl font-semibold text-ink">{t('form.createTitle')}</h1>
      <CentreForm mode="create" initial={EMPTY_VALUES} hostOf={hostOf} submit={createCentre} onSaved={done} onCancel={() => navigate(centrePaths.list)} />
    </div>
  );
}

function EditCentre({ id }: { id: string }) {
  const { t } = useCentresTranslation();
  const navigate = useNavigate();
  const query = useQuery(centreQuery(id));
  const done = useDone(() => t('toast.saved'));
  if (query.isPending) return <PageSpinner label={t('form.loading')} />;
  if (query.isError || !query.data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('form.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('form.retry')}
        </Button>
      </div>
    );
  }
  const centre = query.data;
  return (
    <div className="flex flex-col gap-5" data-testid="centre-edit-page">
      <h1 className="text-2xl font-semibold text-ink">{t('form.editTitle', { name: centre.name })}</h1>
      <CentreForm key={centre.updated_at} mode="edit" initial={valuesFromCentre(centre)} hostOf={hostOf} submit={(body) => updateCentre(centre.id, body)} onSaved={done} onCancel={() => navigate(centrePaths.list)} />
    </div>
  );
}
