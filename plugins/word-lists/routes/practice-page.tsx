/**
 * Flash cards at /student/word-list/{id}: the card due now (GET word-lists/{id}/practice), its front the word (with
 * a speak button), its back the note and the word's details. Space flips; → answers "I knew it", ← "Again" (once
 * flipped); each answer is saved (POST .../practice) and the server's Leitner rules pick the next card. When nothing
 * is due the page says when the next card is, with the progress.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import { EmptyState } from '@ui/empty-state';
import { formatDisplayDate } from '@kernel/dates/format';
import { HttpError } from '@kernel/http/client';
import { answerCard, practiceQuery, type Practice } from '../api/word-lists-api';
import { flashAction } from '../lib/flash-keys';
import { ProgressBar } from '../components/progress-bar';
import { SpeakButton } from '../components/speak-button';
import { WordSenses } from '../components/word-senses';
import { useWordListsTranslation } from '../locales/texts';

const linkClass = 'text-sm font-medium text-primary-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600';

/** whether a key belongs to the element that has focus rather than to the cards */
function ownedByTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  // a focused button or link takes its own Space and Enter (native activation)
  return (key === ' ' || key === 'Enter') && ['BUTTON', 'A'].includes(target.tagName);
}

export default function PracticePage() {
  const { t, i18n } = useWordListsTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const id = Number(useParams().id);
  const client = useQueryClient();
  const query = useQuery({ ...practiceQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const [flipped, setFlipped] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);

  const answer = useMutation({
    mutationFn: ({ wordId, known }: { wordId: number; known: boolean }) => answerCard(id, wordId, known),
    onSuccess: (p: Practice) => {
      client.setQueryData(practiceQuery(id).queryKey, p);
      // the list page's progress bars are now out of date
      void client.invalidateQueries({ queryKey: ['word-lists', 'list'] });
      setFlipped(false);
      cardRef.current?.focus();
    },
  });
  const card = query.data?.card ?? null;

  const act = useCallback(
    (what: 'flip' | 'known' | 'again') => {
      if (!card || answer.isPending) return;
      if (what === 'flip') setFlipped((f) => !f);
      else answer.mutate({ wordId: card.word_id, known: what === 'known' });
    },
    [card, answer],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const a = flashAction(e.key, flipped, ownedByTarget(e.target, e.key));
      if (!a) return;
      e.preventDefault();
      act(a);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [flipped, act]);

  const back = (
    <Link to="/student/word-list" className={linkClass} data-testid="back-to-lists">
      {t('practice.back')}
    </Link>
  );

  if (query.isPending)
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4 p-4" aria-busy="true" aria-label={t('practice.loading')}>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (query.isError) {
    const missing = query.error instanceof HttpError && query.error.status === 404;
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4 p-4">
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-700">
          {t(missing ? 'practice.notFound' : 'practice.failed')}
          {!missing && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('details.retry')}
            </Button>
          )}
        </div>
        {back}
      </div>
    );
  }
  const p = query.data;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold text-ink" data-testid="practice-title">
          {p.title}
        </h1>
        {back}
      </div>
      <ProgressBar progress={p.progress} />

      {!card ? (
        <div data-testid="practice-done">
          <EmptyState
            title={t('practice.doneTitle')}
            description={p.progress.next_due_at ? t('practice.doneNext', { date: formatDisplayDate(p.progress.next_due_at, locale) }) : t('practice.doneAll')}
          />
        </div>
      ) : (
        <>
          <div
            ref={cardRef}
            tabIndex={-1}
            role="group"
            aria-roledescription={t('practice.card')}
            aria-label={t('practice.cardLabel', { word: card.word, position: card.position, total: p.progress.total })}
            data-testid="flash-card"
            data-word={card.word}
            data-flipped={flipped ? 'yes' : 'no'}
            className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-card border border-line bg-surface p-6 text-center shadow-sm focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <div className="flex items-center gap-2">
              <span className="text-3xl font-semibold text-ink" data-testid="card-word">
                {card.word}
              </span>
              <SpeakButton word={card.word} />
            </div>
            <span className="text-xs text-muted" data-testid="card-status">
              {t(`status.${card.status}`)}
            </span>
            {flipped ? (
              <div className="w-full border-t border-line pt-3" data-testid="card-back" aria-live="polite">
                {card.note && <p className="mb-2 text-sm text-ink">{card.note}</p>}
                <WordSenses word={card.word} max={3} />
              </div>
            ) : (
              <Button variant="secondary" onClick={() => act('flip')} data-testid="flip-card">
                {t('practice.flip')}
              </Button>
            )}
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <Button variant="secondary" disabled={!flipped} busy={answer.isPending && answer.variables?.known === false} onClick={() => act('again')} data-testid="answer-again">
              ← {t('practice.again')}
            </Button>
            <Button disabled={!flipped} busy={answer.isPending && answer.variables?.known === true} onClick={() => act('known')} data-testid="answer-known">
              {t('practice.known')} →
            </Button>
          </div>
          <p className="text-center text-xs text-muted">{t('practice.keys')}</p>
        </>
      )}
    </div>
  );
}
