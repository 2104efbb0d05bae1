/**
 * The communication pages of branch, enrollment and course management: one form (scope read from the address; a
 * branch, a course, or every enrollment of the centre; audience all / active / expired / owing) that e-mails the
 * students through the server's outbox, and the history of what was sent.
 */
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { pushToast } from '@kernel/notify/toasts';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { formatDisplayDate } from '@kernel/dates/format';
import { allBranchesQuery, comparisonQuery, invalidate, messageListQuery, sendMessage, type CommerceMessage, type MessageBody, type Scope } from '../api/branches-api';
import { CentreFrame } from '../components/centre-scope';
import { fieldErrors } from '../lib/field-errors';
import { messageScopeFromPath, type MessageScope } from '../lib/paths';
import { useBranchesTranslation } from '../locales/texts';

const AUDIENCES = ['all', 'active', 'expired', 'due'] as const;

function Compose({ scope, kind }: { scope: Scope; kind: MessageScope }) {
  const { t } = useBranchesTranslation();
  const client = useQueryClient();
  const branches = useQuery({ ...allBranchesQuery(scope), enabled: kind === 'branch' });
  const courses = useQuery({ ...comparisonQuery(scope, 'all'), enabled: kind === 'course' });
  const targets = kind === 'branch' ? (branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name })) : kind === 'course' ? (courses.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name })) : [];
  const [v, setV] = useState({ target: '', audience: 'all' as MessageBody['audience'], subject: '', body: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: () => sendMessage(scope, { scope: kind, target_id: v.target ? Number(v.target) : null, audience: v.audience, subject: v.subject.trim(), body: v.body.trim() }),
    onMutate: () => setErrors({}),
    onSuccess: (m) => {
      pushToast('success', t('messages.sent', { count: m.recipients }));
      setV((s) => ({ ...s, subject: '', body: '' }));
      void invalidate(client, 'commerce-messages');
    },
    onError: (e) => setErrors(fieldErrors(e)),
  });
  return (
    <form
      className="flex max-w-2xl flex-col gap-3"
      noValidate
      data-testid="message-form"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {kind !== 'enrollment' && (
          <SelectField label={t(`messages.target.${kind}`)} name="target_id" value={v.target} placeholder={t('messages.choose')} options={targets} error={errors.target_id} onChange={(target) => setV((s) => ({ ...s, target }))} />
        )}
        <SelectField label={t('messages.audience')} name="audience" value={v.audience} options={AUDIENCES.map((a) => ({ value: a, label: t(`messages.audiences.${a}`) }))} error={errors.audience} onChange={(a) => setV((s) => ({ ...s, audience: a as MessageBody['audience'] }))} />
      </div>
      <TextField label={t('messages.subject')} name="subject" required maxLength={200} value={v.subject} error={errors.subject} onChange={(e) => setV((s) => ({ ...s, subject: e.target.value }))} />
      <div className="flex flex-col gap-1">
        <label htmlFor="message-body" className="text-sm font-medium text-ink">{t('messages.body')}</label>
        <textarea
          id="message-body"
          name="body"
          rows={6}
          maxLength={10_000}
          value={v.body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? 'message-body-error' : undefined}
          onChange={(e) => setV((s) => ({ ...s, body: e.target.value }))}
          className={`rounded-md border bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 ${errors.body ? 'border-danger-700' : 'border-line'}`}
        />
        {errors.body && <p id="message-body-error" className="text-xs font-medium text-danger-700">{errors.body}</p>}
      </div>
      <div>
        <Button type="submit" busy={send.isPending} data-testid="send-message">{t('messages.send')}</Button>
      </div>
    </form>
  );
}

function History({ scope, kind }: { scope: Scope; kind: MessageScope }) {
  const { t, i18n } = useBranchesTranslation();
  const [params, setParams] = useSearchParams();
  const query = useQuery(messageListQuery(scope, { scope: kind, page: Number(params.get('page')) || 1, per_page: 10 }));
  const columns: DataListColumn<CommerceMessage>[] = [
    { key: 'date', header: t('messages.date'), className: 'whitespace-nowrap', cell: (m) => formatDisplayDate(m.created_at, i18n.language === 'bn' ? bnLocale : undefined) },
    { key: 'subject', header: t('messages.subject'), className: 'font-medium text-ink', cell: (m) => m.subject },
    { key: 'target', header: t('messages.to'), cell: (m) => m.target?.name ?? t('messages.everyone') },
    { key: 'audience', header: t('messages.audience'), cell: (m) => t(`messages.audiences.${m.audience}`, { defaultValue: m.audience }) },
    { key: 'recipients', header: t('messages.recipients'), className: 'tabular-nums', cell: (m) => m.recipients },
    { key: 'by', header: t('messages.by'), cell: (m) => m.sent_by?.full_name ?? '—' },
  ];
  return (
    <DataList
      title={t('messages.history')}
      headingLevel={2}
      query={query}
      columns={columns}
      rowKey={(m) => m.id}
      rowName={(m) => m.subject}
      rowTestId="message-row"
      caption={t('messages.history')}
      loadFailed={t('messages.loadFailed')}
      total={(count) => t('messages.total', { count })}
      empty={{ title: t('messages.emptyTitle'), description: t('messages.emptyDescription') }}
      onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
    />
  );
}

export default function CommunicationPage() {
  const { t } = useBranchesTranslation();
  const kind = messageScopeFromPath(useLocation().pathname);
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{t(`messages.title.${kind}`)}</h1>
        <p className="text-muted">{t('messages.intro')}</p>
      </header>
      <CentreFrame>
        {(scope) => (
          <div className="flex flex-col gap-8">
            <Compose scope={scope} kind={kind} />
            <History scope={scope} kind={kind} />
          </div>
        )}
      </CentreFrame>
    </div>
  );
}
