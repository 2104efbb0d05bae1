/**
 * Create or edit a popup of one kind in a dialog: title, body (plain text), the window (in the viewer's clock, sent
 * with its zone), the audience (every student, or groups and students chosen), a blog share's post, and for a new
 * popup whether it starts as a draft or active. The server's 422s land on the fields.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@ui/dialog';
import { CheckList } from '@ui/check-list';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { Alert } from '@ui/alert';
import { Spinner } from '@ui/spinner';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { createPopup, invalidatePopups, popupOptionsQuery, popupQuery, updatePopup, type PopupKind } from '../../api/popups-api';
import { createBody, draftErrors, draftOf, emptyDraft, updateBody, type PopupDraft } from '../../lib/popup-draft';
import { kindKey } from '../../lib/popup-paths';
import { usePopupTranslation } from '../../locales/popup-texts';

export function PopupEditor({ kind, id, onClose }: { kind: PopupKind; id: number | null; onClose: () => void }) {
  const { t } = usePopupTranslation();
  const existing = useQuery({ ...popupQuery(id ?? 0), enabled: id !== null });
  const [draft, setDraft] = useState<PopupDraft | null>(id === null ? emptyDraft() : null);
  useEffect(() => {
    if (id !== null && existing.data && draft === null) setDraft(draftOf(existing.data));
  }, [id, existing.data, draft]);
  const title = id === null ? t(`popups.kinds.${kindKey(kind)}.create`) : t('popups.editor.editTitle');
  return (
    <Dialog open title={title} onClose={onClose} maxWidth={640} testId="popup-editor">
      {draft ? (
        <EditorForm kind={kind} id={id} draft={draft} setDraft={setDraft} onClose={onClose} />
      ) : existing.isError ? (
        <Alert variant="error">{t('popups.editor.loadFailed')}</Alert>
      ) : (
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      )}
    </Dialog>
  );
}

function EditorForm({ kind, id, draft, setDraft, onClose }: { kind: PopupKind; id: number | null; draft: PopupDraft; setDraft: (d: PopupDraft) => void; onClose: () => void }) {
  const { t } = usePopupTranslation();
  const client = useQueryClient();
  const [studentSearch, setStudentSearch] = useState('');
  const options = useQuery(popupOptionsQuery(studentSearch));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<PopupDraft>) => setDraft({ ...draft, ...patch });
  const err = (...keys: string[]) => keys.map((k) => errors[k]?.[0]).find(Boolean) ?? null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local = draftErrors(draft);
    if (Object.keys(local).length) {
      setErrors(Object.fromEntries(Object.entries(local).map(([k, v]) => [k, [t(`popups.editor.errors.${v}`)]])));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const saved = id === null ? await createPopup(createBody(kind, draft)) : await updatePopup(id, updateBody(kind, draft));
      pushToast('success', t('popups.editor.saved', { title: saved.title }));
      void invalidatePopups(client);
      onClose();
    } catch (x) {
      if (x instanceof HttpError && x.status === 422) setErrors(x.fieldErrors);
      else setFailure(x instanceof HttpError ? x.message : t('popups.editor.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const groups = options.data?.groups ?? [];
  const candidates = (options.data?.students ?? []).filter((s) => !draft.students.some((c) => c.id === s.id));
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <TextField label={t('popups.editor.title')} value={draft.title} onChange={(e) => set({ title: e.target.value })} error={err('title')} required maxLength={200} />
      <div className="flex flex-col gap-1">
        <label htmlFor="popup-body" className="text-sm font-medium text-ink">
          {t(kind === 'forum' ? 'popups.editor.topic' : 'popups.editor.body')}
        </label>
        <textarea
          id="popup-body"
          rows={5}
          maxLength={5000}
          value={draft.body}
          onChange={(e) => set({ body: e.target.value })}
          aria-describedby="popup-body-hint"
          className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-primary-600"
        />
        <p id="popup-body-hint" className="text-xs text-muted">
          {t('popups.editor.bodyHint')}
        </p>
        {err('body') && <p className="text-sm text-danger-700">{err('body')}</p>}
      </div>
      {kind === 'blog-share' && (
        <SelectField
          label={t('popups.editor.post')}
          name="blog_post_id"
          value={draft.blogPostId ? String(draft.blogPostId) : ''}
          placeholder={t('popups.editor.postPlaceholder')}
          options={(options.data?.blog_posts ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
          onChange={(v) => set({ blogPostId: v ? Number(v) : null })}
          error={err('blog_post_id')}
          hint={options.data && options.data.blog_posts.length === 0 ? t('popups.editor.noPosts') : undefined}
        />
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField type="datetime-local" label={t('popups.editor.startsAt')} value={draft.startsAt} onChange={(e) => set({ startsAt: e.target.value })} error={err('starts_at')} required />
        <TextField type="datetime-local" label={t('popups.editor.endsAt')} value={draft.endsAt} onChange={(e) => set({ endsAt: e.target.value })} error={err('ends_at')} required />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-ink">{t('popups.editor.audience')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="audience" checked={draft.audienceAll} onChange={() => set({ audienceAll: true })} />
          {t('popups.audience.all')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="audience" checked={!draft.audienceAll} onChange={() => set({ audienceAll: false })} />
          {t('popups.audience.chosen')}
        </label>
        {!draft.audienceAll && (
          <div className="ml-6 flex flex-col gap-3">
            {options.isPending ? (
              <Spinner size="sm" />
            ) : (
              <CheckList
                legend={t('popups.editor.groups')}
                name="popup-groups"
                options={groups.map((g) => ({ id: g.id, label: g.name }))}
                value={draft.groupIds}
                onChange={(groupIds) => set({ groupIds })}
                empty={t('popups.editor.noGroups')}
              />
            )}
            <div className="flex flex-col gap-2">
              <TextField label={t('popups.editor.findStudent')} value={studentSearch} onChange={(e) => setStudentSearch(e.target.value)} type="search" />
              <ul className="flex flex-wrap gap-2" aria-label={t('popups.editor.chosenStudents')}>
                {draft.students.map((s) => (
                  <li key={s.id}>
                    <Button variant="secondary" onClick={() => set({ students: draft.students.filter((x) => x.id !== s.id) })} aria-label={t('popups.editor.removeStudent', { name: s.name })}>
                      {s.name} ×
                    </Button>
                  </li>
                ))}
              </ul>
              {studentSearch && (
                <ul className="flex flex-wrap gap-2" aria-label={t('popups.editor.matches')}>
                  {candidates.map((s) => (
                    <li key={s.id}>
                      <Button variant="ghost" onClick={() => set({ students: [...draft.students, s] })}>
                        + {s.name}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {err('audience', 'audience.group_ids', 'audience.student_ids') && <p className="text-sm text-danger-700">{err('audience', 'audience.group_ids', 'audience.student_ids')}</p>}
          </div>
        )}
        {draft.audienceAll && err('audience') && <p className="text-sm text-danger-700">{err('audience')}</p>}
      </fieldset>
      {id === null && (
        <SelectField
          label={t('popups.editor.startAs')}
          name="status"
          value={draft.status}
          options={[
            { value: 'draft', label: t('popups.status.draft') },
            { value: 'active', label: t('popups.status.active') },
          ]}
          onChange={(v) => set({ status: v === 'active' ? 'active' : 'draft' })}
        />
      )}
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('popups.common.cancel')}
        </Button>
        <Button type="submit" busy={busy} data-testid="save-popup">
          {t('popups.editor.save')}
        </Button>
      </div>
    </form>
  );
}
