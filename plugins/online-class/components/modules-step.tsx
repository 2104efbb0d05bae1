/**
 * Step 5: the modules, in order. module-information/create adds one; module-information/{id} edits one (the id is
 * the server's, or the draft's key before the first save). The list reorders by drag, keyboard or buttons.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SortableList } from '@question-types/kit/ui/sortable-list';
import { TextAreaField } from '@ui/text-area-field';
import { TextField } from '@ui/text-field';
import { Button } from '@ui/button';
import { Alert } from '@ui/alert';
import { LIMITS, reorderByKeys, type ModuleDraft } from '../lib/draft';
import { newModule } from '../lib/record';
import { useOnlineClassTranslation } from '../locales/texts';
import type { StepProps } from './wizard-steps';
import { StepError } from './step-error';

export const moduleRef = (m: ModuleDraft) => String(m.id ?? m.key);
export const findModule = (modules: readonly ModuleDraft[], ref: string | undefined) => modules.findIndex((m) => moduleRef(m) === ref || m.key === ref);

export function ModulesStep({ data, errors, change, busy, address, paths, recordId }: StepProps) {
  const { t } = useOnlineClassTranslation();
  const navigate = useNavigate();
  const modules = data.modules ?? [];
  const set = (next: ModuleDraft[]) => change({ modules: next });
  const target = address?.module ?? 'create';
  const at = target === 'create' ? -1 : findModule(modules, target);
  const editing = at >= 0 ? modules[at] : undefined;
  const edit = (patch: Partial<ModuleDraft>) => set(modules.map((m, i) => (i === at ? { ...m, ...patch } : m)));
  const open = (ref: string) => navigate(paths.sub(`module-information/${encodeURIComponent(ref)}`, recordId));

  return (
    <div className="flex flex-col gap-4">
      <StepError text={errors.modules} />
      {modules.length === 0 ? (
        <p className="text-sm text-muted" data-testid="modules-empty">
          {t('modules.empty')}
        </p>
      ) : (
        <SortableList
          label={t('modules.listLabel')}
          disabled={busy}
          onReorder={(keys) => set(reorderByKeys(modules, keys))}
          items={modules.map((m, i) => ({
            id: m.key,
            content: (
              <div className={`flex flex-wrap items-center justify-between gap-2 ${i === at ? 'font-semibold' : ''}`} data-testid="module-item">
                <span className="min-w-0 break-words">
                  {t('modules.numbered', { n: i + 1 })}: {m.title.trim() || t('modules.untitled')}
                  <span className="ml-2 text-xs font-normal text-muted">{t('modules.chapterCount', { count: m.chapters.length })}</span>
                </span>
                <span className="flex gap-1">
                  <Link to={paths.sub(`module-information/${encodeURIComponent(moduleRef(m))}`, recordId)} className="rounded px-2 py-1 text-sm text-primary-700 underline-offset-2 hover:underline" aria-current={i === at ? 'page' : undefined}>
                    {t('common.edit')}
                  </Link>
                  <Button
                    variant="ghost"
                    aria-label={t('modules.removeNamed', { name: m.title || t('modules.untitled') })}
                    onClick={() => {
                      set(modules.filter((_, j) => j !== i));
                      if (i === at) navigate(paths.sub('module-information/create', recordId));
                    }}
                  >
                    {t('common.remove')}
                  </Button>
                </span>
              </div>
            ),
          }))}
        />
      )}

      <section className="flex flex-col gap-3 rounded-md border border-line p-3" aria-labelledby="module-editor-title">
        {target === 'create' ? (
          <NewModule
            onAdd={(m) => {
              set([...modules, m]);
              open(moduleRef(m));
            }}
          />
        ) : editing ? (
          <>
            <h3 id="module-editor-title" className="text-base font-semibold text-ink">
              {t('modules.editTitle', { n: at + 1 })}
            </h3>
            <TextField label={t('modules.title')} name={`modules.${at}.title`} value={editing.title} maxLength={LIMITS.title} required onChange={(e) => edit({ title: e.target.value })} />
            <TextAreaField label={t('modules.description')} name={`modules.${at}.description`} rows={3} value={editing.description} onChange={(e) => edit({ description: e.target.value })} />
            <div>
              <Button variant="secondary" onClick={() => navigate(paths.sub('module-information/create', recordId))} data-testid="another-module">
                {t('modules.addAnother')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <h3 id="module-editor-title" className="sr-only">
              {t('modules.notFound')}
            </h3>
            <Alert variant="warning">{t('modules.notFound')}</Alert>
            <div>
              <Button variant="secondary" onClick={() => navigate(paths.sub('module-information/create', recordId))}>
                {t('modules.add')}
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

function NewModule({ onAdd }: { onAdd: (m: ModuleDraft) => void }) {
  const { t } = useOnlineClassTranslation();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <h3 id="module-editor-title" className="text-base font-semibold text-ink">
        {t('modules.newTitle')}
      </h3>
      <TextField label={t('modules.title')} name="new-module-title" value={title} maxLength={LIMITS.title} error={error} onChange={(e) => setTitle(e.target.value)} />
      <TextAreaField label={t('modules.description')} name="new-module-description" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      <div>
        <Button
          variant="secondary"
          data-testid="add-module"
          onClick={() => {
            if (!title.trim()) {
              setError(t('rules.titleRequired'));
              return;
            }
            onAdd({ ...newModule(), title: title.trim(), description });
          }}
        >
          {t('modules.add')}
        </Button>
      </div>
    </>
  );
}
