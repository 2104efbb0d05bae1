/**
 * A student's answer to a popup: a suggestion (text), feedback (a 1-5 rating as a radio group, and a comment) or a
 * forum reply. The server's 422 shows on the field; a second suggestion or feedback (409) says it was already sent.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@ui/button';
import { HttpError } from '@kernel/http/client';
import { respondToPopup, type PopupKind } from '../../api/popups-api';
import { usePopupTranslation } from '../../locales/popup-texts';

export function AnswerForm({ popupId, kind, onSent, secondary }: { popupId: number; kind: PopupKind; onSent: () => void; secondary?: React.ReactNode }) {
  const { t } = usePopupTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (kind === 'feedback' && rating === null) return setError(t('popups.student.ratingRequired'));
    if (kind !== 'feedback' && !text.trim()) return setError(t('popups.student.textRequired'));
    setBusy(true);
    setError(null);
    try {
      await respondToPopup(popupId, kind === 'feedback' ? { rating: rating!, ...(text.trim() ? { text } : {}) } : { text });
      setText('');
      setRating(null);
      onSent();
    } catch (x) {
      if (x instanceof HttpError && x.status === 409) setError(t('popups.student.alreadySent'));
      else if (x instanceof HttpError && x.status === 422) setError(Object.values(x.fieldErrors)[0]?.[0] ?? x.message);
      else setError(t('popups.student.sendFailed'));
    } finally {
      setBusy(false);
    }
  };
  const label = t(kind === 'forum' ? 'popups.student.reply' : kind === 'feedback' ? 'popups.student.comment' : 'popups.student.suggestion');
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      {kind === 'feedback' && (
        <fieldset>
          <legend className="text-sm font-medium text-ink">{t('popups.student.rating')}</legend>
          <div className="mt-1 flex gap-2">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="flex cursor-pointer items-center gap-1 rounded-md border border-line px-3 py-2 text-sm has-checked:border-primary-600 has-checked:bg-primary-50">
                <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} aria-label={t('popups.student.stars', { count: n })} />
                {n}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-text`} className="text-sm font-medium text-ink">
          {label}
        </label>
        <textarea
          id={`${id}-text`}
          rows={3}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-primary-600"
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {secondary}
        <Button type="submit" busy={busy} data-testid="send-answer">
          {t(kind === 'forum' ? 'popups.student.sendReply' : 'popups.student.send')}
        </Button>
      </div>
    </form>
  );
}
