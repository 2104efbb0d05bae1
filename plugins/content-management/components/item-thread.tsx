/**
 * The conversation of one item: messages oldest first, then a box to write the next one (Enter in the box keeps a
 * new line; the Send button sends). Used in the communication view's dialog and on the question-answers page.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { formatDisplayDate } from '@kernel/dates/format';
import { Button } from '@ui/button';
import { Alert } from '@ui/alert';
import { Spinner } from '@ui/spinner';
import { pushToast } from '@kernel/notify/toasts';
import { invalidateContent, messagesQuery, postMessage, type ServerKind } from '../api/content-api';
import { useContentTranslation } from '../locales/texts';

export function ItemThread({ kind, id }: { kind: ServerKind; id: number }) {
  const { t, i18n } = useContentTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const client = useQueryClient();
  const thread = useQuery(messagesQuery(kind, id));
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => postMessage(kind, id, body.trim()),
    onMutate: () => setError(null),
    onSuccess: () => {
      setBody('');
      pushToast('success', t('thread.sent'));
      void invalidateContent(client);
    },
    onError: (e) => setError(e instanceof Error ? e.message : String(e)),
  });
  return (
    <div className="flex flex-col gap-3" data-testid="item-thread">
      {thread.isPending ? (
        <Spinner />
      ) : thread.isError ? (
        <Alert variant="error">
          {t('thread.loadFailed')}{' '}
          <Button variant="ghost" onClick={() => void thread.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : thread.data.items.length === 0 ? (
        <p className="text-sm text-muted">{t('thread.empty')}</p>
      ) : (
        <ol className="flex max-h-80 flex-col gap-2 overflow-y-auto" aria-label={t('columns.messages')}>
          {thread.data.items.map((m) => (
            <li key={m.id} data-testid="thread-message" className={`rounded border border-line p-2 text-sm ${m.mine ? 'bg-primary-50' : 'bg-surface'}`}>
              <p className="text-xs text-muted">
                {m.mine ? t('thread.you') : (m.author?.full_name ?? t('common.none'))} · {formatDisplayDate(m.created_at, locale)}
              </p>
              <p className="whitespace-pre-wrap text-ink">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (body.trim()) send.mutate();
        }}
      >
        <label className="text-sm font-medium text-ink" htmlFor={`thread-${kind}-${id}`}>
          {t('thread.label')}
        </label>
        <textarea
          id={`thread-${kind}-${id}`}
          className="min-h-20 rounded border border-line p-2 text-sm"
          value={body}
          maxLength={5000}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setBody(e.target.value)}
          data-testid="thread-body"
        />
        {error && <p className="text-sm text-danger-700">{error}</p>}
        <div className="flex justify-end">
          <Button type="submit" busy={send.isPending} disabled={!body.trim()} data-testid="thread-send">
            {t('thread.send')}
          </Button>
        </div>
      </form>
    </div>
  );
}
