/**
 * Upload or edit a material in a dialog. A new one: the file goes up first through the kernel's uploadFile (a progress
 * bar; large files resume, src/kernel/http/upload.ts), then a thumbnail made in the browser (api/thumbnail.ts), then
 * POST materials; the server's 422s land on their fields (the upload's `file` and the material's `file_path` on the
 * file field). Staff assign to groups, courses and packages; on a centre the platform's materials can only be
 * assigned. A student's own upload has only title, description and file.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { uploadFile } from '@kernel/http/upload';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { createMaterial, groupChoicesQuery, invalidateMaterials, packageChoicesQuery, updateMaterial, type Choice, type Material, type MaterialBody } from '../api/materials-api';
import { makeThumbnail } from '../api/thumbnail';
import { KINDS, type Kind } from '../lib/paths';
import { kindOfFile } from '../lib/kinds';
import { useMaterialsTranslation } from '../locales/texts';

export type FormMode = 'staff' | 'master' | 'student';

function fieldErrors(e: unknown): Record<string, string> {
  if (!(e instanceof HttpError) || e.status !== 422) return {};
  const out = Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? '']));
  // the upload's and the material's file errors belong to the one file field
  if (out.file_path && !out.file) out.file = out.file_path;
  return out;
}

function Picks({ legend, name, choices, value, onChange, error }: { legend: string; name: string; choices: Choice[]; value: number[]; onChange: (v: number[]) => void; error?: string | undefined }) {
  const { t } = useMaterialsTranslation();
  return (
    <fieldset className="rounded border border-line p-3" data-testid={`pick-${name}`}>
      <legend className="px-1 text-sm font-medium text-ink">{legend}</legend>
      {choices.length === 0 && <p className="text-sm text-muted">{t('form.noChoices')}</p>}
      <div className="flex max-h-40 flex-col gap-1 overflow-y-auto">
        {choices.map((c) => (
          <label key={c.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={c.id} checked={value.includes(c.id)} onChange={(e) => onChange(e.target.checked ? [...value, c.id] : value.filter((x) => x !== c.id))} />
            {c.name}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm text-danger-700">{error}</p>}
    </fieldset>
  );
}

export function MaterialForm({ mode, material, defaultKind, onClose }: { mode: FormMode; material: Material | null; defaultKind: Kind | null; onClose: () => void }) {
  const { t } = useMaterialsTranslation();
  const client = useQueryClient();
  const assignOnly = mode === 'staff' && material?.is_platform === true;
  const canAssign = mode === 'staff';
  const groups = useQuery({ ...groupChoicesQuery(), enabled: canAssign });
  const courses = useQuery({ ...packageChoicesQuery('COURSE'), enabled: canAssign });
  const pkgs = useQuery({ ...packageChoicesQuery('PACKAGE'), enabled: canAssign });
  const [file, setFile] = useState<File | null>(null);
  const [v, setV] = useState(() => ({
    title: material?.title ?? '',
    description: material?.description ?? '',
    kind: (material?.kind ?? defaultKind ?? '') as Kind | '',
    special: material?.special ?? false,
    status: material?.status ?? ('active' as const),
    group_ids: material?.groups.map((g) => g.id) ?? [],
    course_ids: material?.courses.map((g) => g.id) ?? [],
    package_ids: material?.packages.map((g) => g.id) ?? [],
  }));
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: async () => {
      const assignment = canAssign ? { group_ids: v.group_ids, course_ids: v.course_ids, package_ids: v.package_ids } : {};
      if (material) {
        if (assignOnly) return updateMaterial(material.id, assignment);
        const own: Partial<MaterialBody> = { title: v.title, description: v.description, status: v.status };
        return updateMaterial(material.id, mode === 'student' ? own : { ...own, special: v.special, ...assignment });
      }
      const local: Record<string, string> = {};
      if (!file) local.file = t('form.fileRequired');
      if (!v.kind) local.kind = t('form.kindRequired');
      if (!v.title.trim()) local.title = t('form.titleRequired');
      if (Object.keys(local).length) throw Object.assign(new Error('local'), { local });
      setProgress(0);
      const filePath = await uploadFile(file!, 'materials', (f) => setProgress(Math.round(f * 100)));
      const thumb = await makeThumbnail(file!, v.kind as Kind);
      const thumbnailPath = thumb ? await uploadFile(new File([thumb], 'thumbnail.png', { type: 'image/png' }), 'materials').catch(() => null) : null;
      const body: MaterialBody = { title: v.title, description: v.description, kind: v.kind as Kind, file_path: filePath, thumbnail_path: thumbnailPath, status: v.status };
      return createMaterial(mode === 'student' ? { ...body, source: 'student' } : { ...body, special: v.special, ...assignment });
    },
    onMutate: () => setErrors({}),
    onSuccess: (m) => {
      pushToast('success', t(material ? 'form.saved' : 'form.created', { title: m.title }));
      void invalidateMaterials(client);
      onClose();
    },
    onError: (e) => {
      setProgress(null);
      setErrors((e as { local?: Record<string, string> }).local ?? fieldErrors(e));
    },
  });

  const title = material ? (assignOnly ? t('form.assignTitle', { title: material.title }) : t('form.editTitle', { title: material.title })) : mode === 'student' ? t('form.studentUploadTitle') : t('form.uploadTitle');
  return (
    <Dialog open title={title} onClose={save.isPending ? () => undefined : onClose} maxWidth={640} testId="material-form">
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        {!assignOnly && (
          <>
            {!material && (
              <div className="flex flex-col gap-1">
                <label htmlFor="material-file" className="text-sm font-medium text-ink">
                  {t('form.file')}
                </label>
                <input
                  id="material-file"
                  name="file"
                  type="file"
                  accept=".pdf,.doc,.docx,.odt,image/png,image/jpeg,image/gif,image/webp,audio/*,video/*"
                  aria-invalid={errors.file ? true : undefined}
                  aria-describedby={errors.file ? 'material-file-error' : 'material-file-hint'}
                  onChange={(e) => {
                    const f = e.target.files?.[0] ?? null;
                    setFile(f);
                    if (f) setV((s) => ({ ...s, kind: kindOfFile(f.name, f.type) ?? s.kind, title: s.title || f.name.replace(/\.[^.]+$/, '') }));
                  }}
                  className="text-sm"
                  data-testid="material-file"
                />
                <p id="material-file-hint" className="text-xs text-muted">
                  {t('form.fileHint')}
                </p>
                {errors.file && (
                  <p id="material-file-error" className="text-sm text-danger-700" data-testid="file-error">
                    {errors.file}
                  </p>
                )}
              </div>
            )}
            <TextField label={t('form.title')} name="title" required value={v.title} error={errors.title} onChange={(e) => setV((s) => ({ ...s, title: e.target.value }))} />
            <TextField label={t('form.description')} name="description" value={v.description} error={errors.description} onChange={(e) => setV((s) => ({ ...s, description: e.target.value }))} />
            <div className="grid gap-3 sm:grid-cols-2">
              {!material && (
                <SelectField
                  label={t('form.kind')}
                  name="kind"
                  value={v.kind}
                  placeholder={t('form.chooseKind')}
                  options={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
                  error={errors.kind}
                  onChange={(k) => setV((s) => ({ ...s, kind: k as Kind }))}
                />
              )}
              <SelectField
                label={t('form.status')}
                name="status"
                value={v.status}
                options={[
                  { value: 'active', label: t('status.active') },
                  { value: 'inactive', label: t('status.inactive') },
                ]}
                error={errors.status}
                onChange={(s) => setV((x) => ({ ...x, status: s as 'active' | 'inactive' }))}
              />
            </div>
            {mode !== 'student' && (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="special" checked={v.special} onChange={(e) => setV((s) => ({ ...s, special: e.target.checked }))} />
                {t('form.special')}
              </label>
            )}
          </>
        )}
        {canAssign && (
          <div className="grid gap-3 sm:grid-cols-3">
            <Picks legend={t('form.groups')} name="group_ids" choices={groups.data ?? []} value={v.group_ids} error={errors.group_ids} onChange={(ids) => setV((s) => ({ ...s, group_ids: ids }))} />
            <Picks legend={t('form.courses')} name="course_ids" choices={courses.data ?? []} value={v.course_ids} error={errors.course_ids} onChange={(ids) => setV((s) => ({ ...s, course_ids: ids }))} />
            <Picks legend={t('form.packages')} name="package_ids" choices={pkgs.data ?? []} value={v.package_ids} error={errors.package_ids} onChange={(ids) => setV((s) => ({ ...s, package_ids: ids }))} />
          </div>
        )}
        {progress !== null && (
          <div className="flex flex-col gap-1">
            <progress className="w-full" max={100} value={progress} aria-label={t('form.uploading')} data-testid="upload-progress" />
            <span className="text-xs text-muted" aria-live="polite">
              {t('form.uploaded', { percent: progress })}
            </span>
          </div>
        )}
        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending} data-testid="save-material">
            {material ? t('common.save') : t('form.upload')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
