/**
 * A role's permissions in a dialog: read (a role the caller may not change), edit (POST roles/{id}/preview first;
 * the diff — granted, removed, users affected — is confirmed before PUT roles/{id}) or create a staff role (POST
 * roles). Server 422s land on their fields: name, description, kind, organization_id, permission_ids.
 */
import { useId, useMemo, useRef, useState, useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { Spinner } from '@ui/spinner';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import {
  centresQuery,
  createRole,
  invalidateRoles,
  permissionGroupsQuery,
  previewRole,
  STAFF_KINDS,
  updateRole,
  type PermissionRef,
  type Role,
  type RoleDiff,
  type StaffKind,
} from '../api/roles-api';
import { orderedIds, type KeyGroup, type KeyRef, type PickRules } from '../lib/permission-picks';
import { PermissionEditor } from './permission-editor';
import { useRolesTranslation } from '../locales/texts';

export type RoleDialogTarget = { mode: 'edit'; role: Role } | { mode: 'create' };

type Errors = Partial<Record<'name' | 'description' | 'kind' | 'organization_id' | 'permission_ids', string>>;

function errorsOf(e: unknown): Errors | null {
  if (!(e instanceof HttpError) || e.status !== 422) return null;
  return Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])) as Errors;
}

function KeyList({ title, keys, testId, nothing }: { title: string; keys: readonly PermissionRef[]; testId: string; nothing: string }) {
  return (
    <section className="flex flex-col gap-1" data-testid={testId} data-count={keys.length}>
      <h3 className="text-sm font-semibold text-ink">
        {title} <span className="font-normal text-muted">({keys.length})</span>
      </h3>
      {keys.length === 0 ? (
        <p className="text-sm text-muted">{nothing}</p>
      ) : (
        <ul className="max-h-40 list-disc overflow-y-auto pl-5 text-sm text-ink">
          {keys.map((k) => (
            <li key={k.id} data-keyword={k.keyword}>
              <span lang="en">{k.label}</span> <code className="text-xs text-muted">{k.keyword}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function RoleDialog({ target, isMaster, grantable, onClose }: {
  target: RoleDialogTarget;
  isMaster: boolean;
  /** whether the caller may give a key (holds it) */
  grantable: (key: KeyRef) => boolean;
  onClose: () => void;
}) {
  const { t } = useRolesTranslation();
  const client = useQueryClient();
  const ids = useId();
  const role = target.mode === 'edit' ? target.role : null;
  const readOnly = role !== null && !role.editable;
  const catalogue = useQuery(permissionGroupsQuery);
  const centres = useQuery({ ...centresQuery, enabled: target.mode === 'create' && isMaster });

  const [step, setStep] = useState<'form' | 'review'>('form');
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [kind, setKind] = useState<StaffKind>('ADMIN');
  const [centre, setCentre] = useState('');
  const [selected, setSelected] = useState<Set<string>>(() => new Set(role?.permission_ids ?? []));
  const [errors, setErrors] = useState<Errors>({});
  const [diff, setDiff] = useState<RoleDiff | null>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step === 'review') reviewHeading.current?.focus();
  }, [step]);

  const groups: KeyGroup[] = useMemo(
    () => (catalogue.data ?? []).map((g) => ({ ...g, label: t(`permGroups.${g.key}`, { defaultValue: g.label }) })),
    [catalogue.data, t],
  );
  const rules: PickRules = useMemo(() => ({ required: new Set(role?.required_ids ?? []), grantable, readOnly }), [role, grantable, readOnly]);
  const permissionIds = () => orderedIds(groups, selected);
  const roleKind = role?.kind ?? kind;

  const fail = (e: unknown, back = false) => {
    const mapped = errorsOf(e);
    if (!mapped) return;
    setErrors(mapped);
    if (back) setStep('form');
  };

  const preview = useMutation({
    mutationFn: () => previewRole(role!.id, permissionIds()),
    onMutate: () => setErrors({}),
    onSuccess: (d) => {
      setDiff(d);
      setStep('review');
    },
    onError: (e) => fail(e),
  });

  const save = useMutation({
    mutationFn: () =>
      updateRole(role!.id, {
        permission_ids: permissionIds(),
        description: description.trim(),
        ...(role!.builtin ? {} : { name: name.trim() }),
      }),
    onSuccess: (saved) => {
      pushToast('success', t('diff.saved', { name: saved.name }));
      void invalidateRoles(client);
      onClose();
    },
    onError: (e) => fail(e, true),
  });

  const create = useMutation({
    mutationFn: () =>
      createRole({
        name: name.trim(),
        kind,
        description: description.trim(),
        permission_ids: permissionIds(),
        ...(isMaster && centre ? { organization_id: Number(centre) } : {}),
      }),
    onMutate: () => setErrors({}),
    onSuccess: (made) => {
      pushToast('success', t('editor.created', { name: made.name }));
      void invalidateRoles(client);
      onClose();
    },
    onError: (e) => fail(e),
  });

  const busy = preview.isPending || save.isPending || create.isPending;
  const title =
    step === 'review' && role
      ? t('diff.title', { name: role.name })
      : target.mode === 'create'
        ? t('editor.titleCreate')
        : t(readOnly ? 'editor.titleView' : 'editor.titleEdit', { name: role!.name });

  const editorBody = () => {
    if (catalogue.isError)
      return (
        <div role="alert" className="flex items-center gap-3 text-sm text-danger-700">
          {t('editor.loadFailed')}
          <Button variant="secondary" onClick={() => void catalogue.refetch()}>
            {t('editor.retry')}
          </Button>
        </div>
      );
    if (!catalogue.data)
      return (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <Spinner size="sm" />
          {t('editor.loading')}
        </p>
      );
    return (
      <PermissionEditor
        groups={groups}
        selected={selected}
        rules={rules}
        kindLabel={t(`kinds.${roleKind}`)}
        error={errors.permission_ids}
        errorId={`${ids}-keys-error`}
        onChange={setSelected}
      />
    );
  };

  const namedFields = !readOnly && !(role?.builtin ?? false);

  return (
    <Dialog open title={title} onClose={busy ? undefined : onClose} maxWidth={880} testId="role-dialog">
      {step === 'form' ? (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (readOnly || !catalogue.data) return;
            if (target.mode === 'create') create.mutate();
            else preview.mutate();
          }}
        >
          {namedFields && (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <TextField label={t('editor.name')} name="name" required maxLength={60} value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
              <TextField label={t('editor.description')} name="description" maxLength={300} value={description} error={errors.description} onChange={(e) => setDescription(e.target.value)} />
            </div>
          )}
          {role?.builtin && !readOnly && (
            <TextField label={t('editor.description')} name="description" maxLength={300} value={description} error={errors.description} onChange={(e) => setDescription(e.target.value)} />
          )}
          {readOnly && role?.description && <p className="text-sm text-muted">{role.description}</p>}
          {target.mode === 'create' && (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <SelectField
                label={t('editor.kind')}
                name="kind"
                value={kind}
                hint={t('editor.kindHint')}
                error={errors.kind}
                options={STAFF_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
                onChange={(v) => setKind(v as StaffKind)}
              />
              {isMaster && (
                <SelectField
                  label={t('editor.centre')}
                  name="organization_id"
                  value={centre}
                  error={errors.organization_id}
                  options={[{ value: '', label: t('editor.centreShared') }, ...(centres.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
                  onChange={setCentre}
                />
              )}
            </div>
          )}
          {editorBody()}
          <div className="flex justify-end gap-2 border-t border-line pt-4">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {readOnly ? t('editor.close') : t('editor.cancel')}
            </Button>
            {!readOnly && (
              <Button type="submit" busy={busy} disabled={!catalogue.data} data-testid={target.mode === 'create' ? 'create-submit' : 'review-changes'}>
                {target.mode === 'create' ? t('editor.createSubmit') : t('editor.review')}
              </Button>
            )}
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-4" data-testid="diff-view">
          <h3 ref={reviewHeading} tabIndex={-1} className="sr-only">
            {title}
          </h3>
          {diff && diff.granted.length === 0 && diff.removed.length === 0 && <p className="text-sm text-muted">{t('diff.noChange')}</p>}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <KeyList title={t('diff.granted')} keys={diff?.granted ?? []} testId="diff-granted" nothing={t('diff.nothing')} />
            <KeyList title={t('diff.removed')} keys={diff?.removed ?? []} testId="diff-removed" nothing={t('diff.nothing')} />
          </div>
          <p className="rounded-md bg-warning-50 px-3 py-2 text-sm text-warning-800" data-testid="diff-users" data-count={diff?.users_affected ?? 0}>
            {t('diff.usersAffected', { count: diff?.users_affected ?? 0 })}
          </p>
          <div className="flex justify-end gap-2 border-t border-line pt-4">
            <Button variant="secondary" onClick={() => setStep('form')} disabled={save.isPending}>
              {t('diff.back')}
            </Button>
            <Button busy={save.isPending} onClick={() => save.mutate()} data-testid="confirm-save">
              {t('diff.confirm')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
