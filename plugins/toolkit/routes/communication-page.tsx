/**
 * /master/question-and-test-management/toolkit/intro-communication and …/end-communication: the text the exam player
 * shows before the first item (intro) and after the hand-in (end), platform-wide. The master edits it here with the
 * rich-text editor; the server keeps plain paragraphs. Staff elsewhere read it.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { pushToast } from '@kernel/notify/toasts';
import { currentTenant } from '@kernel/http/tenant';
import { communicationsQuery, invalidate, saveCommunication, type Communication, type Status } from '../api/toolkit-api';
import { PlainText, RichField, fieldErrors, textToHtml } from '../components/parts';
import { useToolkitTranslation } from '../locales/texts';

export default function CommunicationPage() {
  const { pathname } = useLocation();
  const kind = pathname.includes('end-communication') ? 'end' : 'intro';
  const { t } = useToolkitTranslation();
  const query = useQuery(communicationsQuery());
  if (query.isPending) return <PageSpinner label={t('common.loading')} />;
  if (query.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('common.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  return <Editor key={kind} kind={kind} current={query.data[kind]} />;
}

function Editor({ kind, current }: { kind: 'intro' | 'end'; current: Communication }) {
  const { t } = useToolkitTranslation();
  const client = useQueryClient();
  const master = currentTenant() === null;
  const [v, setV] = useState({ title: current.title, body: textToHtml(current.body), status: current.status as Status });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => saveCommunication(kind, { title: v.title.trim(), body: v.body, status: v.status }),
    onMutate: () => setErrors({}),
    onSuccess: () => {
      pushToast('success', t('communication.saved'));
      void invalidate(client, 'communications');
    },
    onError: (e) => setErrors(fieldErrors(e)),
  });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4" data-testid={`communication-${kind}`}>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{t(`communication.${kind}.title`)}</h1>
        <p className="text-muted">{t(`communication.${kind}.intro`)}</p>
      </header>
      {master ? (
        <form className="flex flex-col gap-3" noValidate onSubmit={(e) => { e.preventDefault(); save.mutate(); }}>
          <TextField label={t('communication.heading')} name="title" maxLength={200} value={v.title} error={errors.title} onChange={(e) => setV((s) => ({ ...s, title: e.target.value }))} />
          <RichField label={t('communication.body')} value={v.body} error={errors.body} onChange={(body) => setV((s) => ({ ...s, body }))} />
          <SelectField label={t('common.status')} name="status" value={v.status} options={[{ value: 'active', label: t('common.active') }, { value: 'inactive', label: t('common.inactive') }]} onChange={(status) => setV((s) => ({ ...s, status: status as Status }))} />
          <div className="flex justify-end">
            <Button type="submit" busy={save.isPending} data-testid="save-communication">{t('common.save')}</Button>
          </div>
        </form>
      ) : (
        <section className="rounded-card border border-line bg-surface p-4">
          {current.title && <h2 className="mb-2 font-semibold text-ink">{current.title}</h2>}
          {current.body ? <PlainText text={current.body} /> : <p className="text-muted">{t('communication.none')}</p>}
        </section>
      )}
    </div>
  );
}
