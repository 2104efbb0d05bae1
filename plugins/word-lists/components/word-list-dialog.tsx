/**
 * A word list made or changed in a dialog: title, description, who sees it (groups of the centre, or every student),
 * and its words: typed or pasted one per line, each with a note, its details on demand, reordered by dragging or by
 * keyboard (the kit's sortable list: Space on the handle, arrows, Space; or the Move up / Move down buttons). A 422
 * lands on its field; a word's own error beside that word. The words are not put in a scroll box of their own: the
 * keyboard drag (dnd-kit) scrolls such a box instead of moving the item; the dialog itself scrolls.
 */
import { useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { Spinner } from '@ui/spinner';
import { Alert } from '@ui/alert';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { SortableList } from '@question-types/kit/ui/sortable-list';
import { createWordList, groupsQuery, invalidateWordLists, updateWordList, wordListQuery, type WordList, type WordListDetail } from '../api/word-lists-api';
import { addWords, parseWords, type DraftWord } from '../lib/words';
import { WordSenses } from './word-senses';
import { useWordListsTranslation } from '../locales/texts';

export type WordListDialogTarget = { mode: 'create' } | { mode: 'edit'; list: WordList };

const textareaClass = 'rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600';

function WordListForm({ initial, platform, onClose }: { initial: WordListDetail | null; platform: boolean; onClose: () => void }) {
  const { t } = useWordListsTranslation();
  const client = useQueryClient();
  const ids = { description: useId(), paste: useId(), groups: useId() };
  const counter = useRef(0);
  const nextKey = () => `w${++counter.current}`;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [isPublic, setIsPublic] = useState(initial?.public_to_students ?? false);
  const [groupIds, setGroupIds] = useState<number[]>(initial?.groups.map((g) => g.id) ?? []);
  const [words, setWords] = useState<DraftWord[]>(() => (initial?.words ?? []).map((w) => ({ key: nextKey(), word: w.word, note: w.note })));
  const [paste, setPaste] = useState('');
  const [pasteNote, setPasteNote] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const groups = useQuery({ ...groupsQuery(), enabled: !platform });

  const add = () => {
    const r = addWords(words, parseWords(paste), nextKey);
    setWords(r.words);
    setPaste('');
    const notes: string[] = [];
    if (r.duplicates.length) notes.push(t('form.duplicates', { words: r.duplicates.join(', ') }));
    if (r.invalid.length) notes.push(t('form.invalid', { words: r.invalid.join(', ') }));
    setPasteNote(notes.join(' '));
  };

  const save = useMutation({
    mutationFn: () => {
      const body = {
        title: title.trim(),
        description: description.trim(),
        status: initial?.status ?? ('active' as const),
        public_to_students: isPublic,
        ...(platform ? {} : { group_ids: groupIds }),
        words: words.map((w) => ({ word: w.word, note: w.note.trim() })),
      };
      return initial ? updateWordList(initial.id, body) : createWordList(body);
    },
    onMutate: () => setErrors({}),
    onSuccess: (l) => {
      pushToast('success', t(initial ? 'form.saved' : 'form.created', { title: l.title }));
      void invalidateWordLists(client);
      onClose();
    },
    onError: (e) => {
      if (e instanceof HttpError && e.status === 422) setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
    },
  });

  const wordError = (i: number) => errors[`words.${i}.word`] ?? errors[`words.${i}.note`];
  const listError = errors.words ?? Object.entries(errors).find(([k]) => k.startsWith('words.'))?.[1];

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      data-testid="word-list-form"
    >
      <TextField label={t('form.title')} name="title" required maxLength={120} value={title} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.description} className="text-sm font-medium text-ink">
          {t('form.description')}
        </label>
        <textarea id={ids.description} rows={2} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} className={textareaClass} />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-ink">{t('form.audience')}</legend>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} data-testid="public-to-students" className="h-4 w-4" />
          {t(platform ? 'form.publicPlatform' : 'form.public')}
        </label>
        {!platform && (
          <div className="flex flex-col gap-1" aria-describedby={errors.group_ids ? ids.groups : undefined}>
            <span className="text-xs text-muted">{t('form.groups')}</span>
            {groups.isPending && <Spinner size="sm" label={t('form.loadingGroups')} />}
            {groups.isError && <span className="text-sm text-danger-700">{t('form.groupsFailed')}</span>}
            {groups.data?.length === 0 && <span className="text-sm text-muted">{t('form.noGroups')}</span>}
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {groups.data?.map((g) => (
                <label key={g.id} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    data-testid="group-choice"
                    data-name={g.name}
                    checked={groupIds.includes(g.id)}
                    onChange={(e) => setGroupIds((cur) => (e.target.checked ? [...cur, g.id] : cur.filter((x) => x !== g.id)))}
                  />
                  {g.name}
                </label>
              ))}
            </div>
            {errors.group_ids && (
              <p id={ids.groups} className="text-xs font-medium text-danger-700">
                {errors.group_ids}
              </p>
            )}
          </div>
        )}
      </fieldset>

      <div className="flex flex-col gap-1">
        <label htmlFor={ids.paste} className="text-sm font-medium text-ink">
          {t('form.addWords')}
        </label>
        <textarea
          id={ids.paste}
          rows={3}
          value={paste}
          placeholder={t('form.addWordsPlaceholder')}
          onChange={(e) => setPaste(e.target.value)}
          className={textareaClass}
          data-testid="words-input"
        />
        <div className="flex items-center gap-3">
          <Button variant="secondary" onClick={add} disabled={!paste.trim()} data-testid="add-words">
            {t('form.add')}
          </Button>
          <span className="text-xs text-muted" aria-live="polite">
            {pasteNote}
          </span>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-ink">{t('form.words', { count: words.length })}</h3>
        {listError && <Alert variant="error">{listError}</Alert>}
        {words.length === 0 ? (
          <p className="text-sm text-muted">{t('form.noWords')}</p>
        ) : (
          <SortableList
            label={t('form.wordsLabel')}
            onReorder={(keys) => setWords((cur) => keys.map((k) => cur.find((w) => w.key === k)!))}
            items={words.map((w, i) => ({
              id: w.key,
              content: (
                <div className="flex flex-col gap-1" data-testid="draft-word" data-word={w.word}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{w.word}</span>
                    <input
                      aria-label={t('form.noteFor', { word: w.word })}
                      placeholder={t('form.note')}
                      value={w.note}
                      maxLength={500}
                      onChange={(e) => setWords((cur) => cur.map((x) => (x.key === w.key ? { ...x, note: e.target.value } : x)))}
                      className="min-w-0 flex-1 rounded border border-line px-2 py-1 text-xs"
                    />
                    <Button variant="ghost" className="!min-h-8 !px-2 text-xs" aria-expanded={open === w.key} onClick={() => setOpen(open === w.key ? null : w.key)} data-testid="word-details-toggle">
                      {t(open === w.key ? 'form.hideDetails' : 'form.details')}
                    </Button>
                    <Button variant="ghost" className="!min-h-8 !px-2 text-xs" aria-label={t('form.removeWord', { word: w.word })} onClick={() => setWords((cur) => cur.filter((x) => x.key !== w.key))}>
                      {t('form.remove')}
                    </Button>
                  </div>
                  {wordError(i) && <p className="text-xs font-medium text-danger-700">{wordError(i)}</p>}
                  {open === w.key && <WordSenses word={w.word} max={2} />}
                </div>
              ),
            }))}
          />
        )}
      </div>

      <div className="flex justify-end gap-2 border-t border-line pt-4">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending} data-testid="save-word-list">
          {initial ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}

export function WordListDialog({ target, platform, onClose }: { target: WordListDialogTarget; platform: boolean; onClose: () => void }) {
  const { t } = useWordListsTranslation();
  const editing = target.mode === 'edit' ? target.list : null;
  const detail = useQuery({ ...wordListQuery(editing?.id ?? 0), enabled: editing !== null });
  let body;
  if (!editing) body = <WordListForm initial={null} platform={platform} onClose={onClose} />;
  else if (detail.isError)
    body = (
      <div role="alert" className="flex items-center gap-3 text-sm text-danger-700">
        {t('form.loadFailed')}
        <Button variant="secondary" onClick={() => void detail.refetch()}>
          {t('details.retry')}
        </Button>
      </div>
    );
  else if (!detail.data) body = <Spinner label={t('form.loading')} />;
  else body = <WordListForm initial={detail.data} platform={platform} onClose={onClose} />;
  return (
    <Dialog open title={editing ? t('form.editTitle', { title: editing.title }) : t('form.newTitle')} onClose={onClose} maxWidth={720} testId="word-list-dialog">
      {body}
    </Dialog>
  );
}
