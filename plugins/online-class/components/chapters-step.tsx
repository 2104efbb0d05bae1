/**
 * Step 6: each module's chapters and each chapter's ordered parts (video, text, material, quiz, PTE items). Chapters
 * and parts reorder by drag, keyboard or buttons; a saved chapter opens in the student's view (preview).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { SortableList } from '@question-types/kit/ui/sortable-list';
import { TextAreaField } from '@ui/text-area-field';
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { Button } from '@ui/button';
import { LIMITS, PART_KINDS, partProblem, reorderByKeys, type ChapterDraft, type ModuleDraft, type PartDraft, type PartKind } from '../lib/draft';
import { newChapter, newPart } from '../lib/record';
import { useOnlineClassTranslation } from '../locales/texts';
import type { StepProps } from './wizard-steps';
import { StepError } from './step-error';
import { PartEditor } from './part-editor';

export function ChaptersStep({ data, errors, change, busy, paths, recordId }: StepProps) {
  const { t } = useOnlineClassTranslation();
  const modules = data.modules ?? [];
  const [open, setOpen] = useState<string | null>(null);
  const setModule = (i: number, m: ModuleDraft) => change({ modules: modules.map((x, j) => (j === i ? m : x)) });
  if (modules.length === 0) return <p className="text-sm text-muted">{t('chapters.noModules')}</p>;
  return (
    <div className="flex flex-col gap-6">
      <StepError text={errors.modules ?? errors.chapters} />
      {modules.map((m, i) => (
        <section key={m.key} className="flex flex-col gap-3" aria-labelledby={`module-${m.key}`} data-testid="chapter-module">
          <h3 id={`module-${m.key}`} className="text-base font-semibold text-ink">
            {t('modules.numbered', { n: i + 1 })}: {m.title}
          </h3>
          {m.chapters.length === 0 ? (
            <p className="text-sm text-muted">{t('chapters.empty')}</p>
          ) : (
            <SortableList
              label={t('chapters.listLabel', { module: m.title })}
              disabled={busy}
              onReorder={(keys) => setModule(i, { ...m, chapters: reorderByKeys(m.chapters, keys) })}
              items={m.chapters.map((c, j) => ({
                id: c.key,
                content: (
                  <ChapterItem
                    chapter={c}
                    index={j}
                    name={`modules.${i}.chapters.${j}`}
                    expanded={open === c.key}
                    busy={busy}
                    previewTo={m.id && c.id && recordId !== null ? paths.preview(m.id, c.id, recordId) : null}
                    onToggle={() => setOpen(open === c.key ? null : c.key)}
                    onChange={(next) => setModule(i, { ...m, chapters: m.chapters.map((x, k) => (k === j ? next : x)) })}
                    onRemove={() => setModule(i, { ...m, chapters: m.chapters.filter((_, k) => k !== j) })}
                  />
                ),
              }))}
            />
          )}
          <div>
            <Button
              variant="secondary"
              disabled={busy}
              data-testid="add-chapter"
              onClick={() => {
                const c = newChapter();
                setModule(i, { ...m, chapters: [...m.chapters, c] });
                setOpen(c.key);
              }}
            >
              {t('chapters.add')}
            </Button>
          </div>
        </section>
      ))}
    </div>
  );
}

function ChapterItem({ chapter, index, name, expanded, busy, previewTo, onToggle, onChange, onRemove }: {
  chapter: ChapterDraft;
  index: number;
  name: string;
  expanded: boolean;
  busy: boolean;
  previewTo: string | null;
  onToggle: () => void;
  onChange: (c: ChapterDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useOnlineClassTranslation();
  const [kind, setKind] = useState<PartKind>('video');
  const incomplete = chapter.parts.filter((p) => partProblem(p) !== null).length;
  const setParts = (parts: PartDraft[]) => onChange({ ...chapter, parts });
  return (
    <div className="flex flex-col gap-3" data-testid="chapter-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-words font-medium">
          {t('chapters.numbered', { n: index + 1 })}: {chapter.title.trim() || t('chapters.untitled')}
          <span className="ml-2 text-xs font-normal text-muted">
            {t('chapters.partCount', { count: chapter.parts.length })}
            {incomplete > 0 && ` · ${t('chapters.incomplete', { count: incomplete })}`}
          </span>
        </span>
        <span className="flex flex-wrap gap-1">
          {previewTo && (
            <Link to={previewTo} className="rounded px-2 py-1 text-sm text-primary-700 underline-offset-2 hover:underline" data-testid="chapter-preview">
              {t('chapters.preview')}
            </Link>
          )}
          <Button variant="ghost" aria-expanded={expanded} onClick={onToggle} data-testid="chapter-toggle">
            {expanded ? t('chapters.collapse') : t('common.edit')}
          </Button>
          <Button variant="ghost" onClick={onRemove} aria-label={t('chapters.removeNamed', { name: chapter.title || t('chapters.untitled') })}>
            {t('common.remove')}
          </Button>
        </span>
      </div>
      {expanded && (
        <div className="flex flex-col gap-3 border-t border-line pt-3">
          <TextField label={t('chapters.title')} name={`${name}.title`} value={chapter.title} maxLength={LIMITS.title} required onChange={(e) => onChange({ ...chapter, title: e.target.value })} />
          <TextAreaField label={t('chapters.description')} name={`${name}.description`} rows={2} value={chapter.description} onChange={(e) => onChange({ ...chapter, description: e.target.value })} />
          <h4 className="text-sm font-semibold text-ink">{t('parts.heading')}</h4>
          {chapter.parts.length === 0 ? (
            <p className="text-sm text-muted">{t('parts.empty')}</p>
          ) : (
            <SortableList
              label={t('parts.listLabel', { chapter: chapter.title })}
              disabled={busy}
              onReorder={(keys) => setParts(reorderByKeys(chapter.parts, keys))}
              items={chapter.parts.map((p, k) => ({
                id: p.key,
                content: (
                  <div className="flex flex-col gap-2" data-testid="part-item">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="text-sm font-medium">
                        {t('parts.numbered', { n: k + 1 })}: {t(`partKinds.${p.kind}`)}
                      </span>
                      <Button variant="ghost" onClick={() => setParts(chapter.parts.filter((_, x) => x !== k))} aria-label={t('parts.removeNumbered', { n: k + 1 })}>
                        {t('common.remove')}
                      </Button>
                    </div>
                    <PartEditor part={p} name={`${name}.parts.${k}`} onChange={(patch) => setParts(chapter.parts.map((x, y) => (y === k ? { ...x, ...patch } : x)))} />
                  </div>
                ),
              }))}
            />
          )}
          <div className="flex flex-wrap items-end gap-2">
            <div className="w-56">
              <SelectField label={t('parts.kind')} name={`${name}.new-part-kind`} value={kind} options={PART_KINDS.map((k) => ({ value: k, label: t(`partKinds.${k}`) }))} onChange={(v) => setKind(v as PartKind)} />
            </div>
            <Button variant="secondary" disabled={busy || chapter.parts.length >= 50} onClick={() => setParts([...chapter.parts, newPart(kind)])} data-testid="add-part">
              {t('parts.add')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
