/**
 * /student/communication: every popup shown to the student, newest first, in the one list: a notice to re-read, a
 * blog share, the student's own suggestion or feedback (or the form to send one while it is open), and a forum's
 * replies (first name and initial) with the form to reply.
 */
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { Badge } from '@ui/badge';
import { communicationQuery, invalidatePopups, type CommunicationItem } from '../api/popups-api';
import { kindKey } from '../lib/popup-paths';
import { PopupContent } from '../components/popups/popup-content';
import { AnswerForm } from '../components/popups/answer-form';
import { useWhen } from '../components/popups/when';
import { usePopupTranslation } from '../locales/popup-texts';

function Detail({ item }: { item: CommunicationItem }) {
  const { t } = usePopupTranslation();
  const when = useWhen();
  const client = useQueryClient();
  const refresh = () => void invalidatePopups(client);
  const askOnce = item.kind === 'suggestion' || item.kind === 'feedback';
  return (
    <div className="flex flex-col gap-4 py-2" data-testid="communication-detail">
      <PopupContent popup={item} />
      {askOnce &&
        (item.my_answers.length > 0 ? (
          <div className="rounded-card bg-canvas p-3 text-sm" data-testid="my-answer">
            <p className="font-medium text-ink">{t('popups.student.yourAnswer')}</p>
            {item.my_answers.map((a) => (
              <p key={a.id} className="whitespace-pre-line text-ink">
                {a.rating !== null && <span className="mr-2 font-semibold">{t('popups.student.stars', { count: a.rating })}</span>}
                {a.text}
              </p>
            ))}
          </div>
        ) : item.open ? (
          <AnswerForm popupId={item.id} kind={item.kind} onSent={refresh} />
        ) : (
          <p className="text-sm text-muted">{t('popups.student.closed')}</p>
        ))}
      {item.kind === 'forum' && (
        <section aria-label={t('popups.student.replies')} className="flex flex-col gap-2">
          {item.replies.length === 0 && <p className="text-sm text-muted">{t('popups.student.noReplies')}</p>}
          <ul className="flex flex-col gap-2">
            {item.replies.map((r) => (
              <li key={r.id} className="rounded-card border border-line p-3 text-sm" data-testid="forum-reply">
                <p className="text-xs text-muted">
                  {r.mine ? t('popups.student.you') : r.author} · {when(r.created_at)}
                </p>
                <p className="whitespace-pre-line text-ink">{r.text}</p>
              </li>
            ))}
          </ul>
          {item.open ? <AnswerForm popupId={item.id} kind="forum" onSent={refresh} /> : <p className="text-sm text-muted">{t('popups.student.closed')}</p>}
        </section>
      )}
    </div>
  );
}

export default function StudentCommunicationPage() {
  const { t } = usePopupTranslation();
  const when = useWhen();
  const [params, setParams] = useSearchParams();
  const query = useQuery(communicationQuery(Number(params.get('page')) || 1));
  const columns: DataListColumn<CommunicationItem>[] = [
    {
      key: 'title',
      header: t('popups.student.columns.title'),
      className: 'font-medium text-ink',
      cell: (i) => (
        <>
          {i.title}
          <Badge tone="primary">{t(`popups.kinds.${kindKey(i.kind)}.name`)}</Badge>
        </>
      ),
    },
    { key: 'from', header: t('popups.student.columns.from'), className: 'whitespace-nowrap', cell: (i) => when(i.starts_at) },
    {
      key: 'state',
      header: t('popups.student.columns.state'),
      testId: 'communication-state',
      cell: (i) => (i.my_answers.length > 0 ? t('popups.student.state.answered') : i.dismissed_at ? t('popups.student.state.closed') : i.seen_at ? t('popups.student.state.seen') : t('popups.student.state.new')),
    },
  ];
  return (
    <DataList
      title={t('popups.student.title')}
      intro={t('popups.student.intro')}
      query={query}
      columns={columns}
      rowKey={(i) => i.id}
      rowName={(i) => i.title}
      rowTestId="communication-row"
      rowDetail={(i) => <Detail item={i} />}
      caption={t('popups.student.title')}
      loadFailed={t('popups.student.loadFailed')}
      total={(count) => t('popups.student.total', { count })}
      empty={{ title: t('popups.student.emptyTitle'), description: t('popups.student.emptyDescription') }}
      onPage={(page) => setParams(withListParam(params, 'page', String(page)))}
    />
  );
}
