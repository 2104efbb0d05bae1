/**
 * The permission catalogue as checkboxes: one fieldset per group (docs/product-spec.md §3 order) with a tri-state
 * "all" box, one box per key with its label and description, and a filter over them. What may change is decided in
 * lib/permission-picks.ts; a locked or ungrantable key says why beside it (tied to the box by aria-describedby).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { TextField } from '@ui/text-field';
import { filterGroups, groupState, keyState, toggleGroup, toggleKey, type KeyGroup, type KeyRef, type PickRules } from '../lib/permission-picks';
import { useRolesTranslation } from '../locales/texts';

function GroupBox({ state, label, disabled, onToggle, groupKey }: { state: 'all' | 'some' | 'none'; label: string; disabled: boolean; onToggle: () => void; groupKey: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={state === 'all'}
      disabled={disabled}
      onChange={onToggle}
      data-testid="perm-group-all"
      data-group={groupKey}
      data-state={state}
      className="h-4 w-4 accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    />
  );
}

function KeyBox({ permission, state, checked, reason, onToggle }: { permission: KeyRef; state: ReturnType<typeof keyState>; checked: boolean; reason: string | null; onToggle: () => void }) {
  const id = useId();
  const disabled = state !== 'free';
  return (
    <div className="flex items-start gap-2 py-1">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description${reason ? ` ${id}-reason` : ''}`}
        onChange={onToggle}
        data-testid="perm-key"
        data-keyword={permission.keyword}
        data-state={state}
        className="mt-0.5 h-4 w-4 shrink-0 accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      />
      <div className="flex min-w-0 flex-col">
        <label htmlFor={id} className={`text-sm ${disabled ? 'text-muted' : 'text-ink'}`} lang="en">
          {permission.label}
        </label>
        <span id={`${id}-description`} className="text-xs text-muted">
          <code className="break-all">{permission.keyword}</code> · <span lang="en">{permission.description}</span>
        </span>
        {reason && (
          <span id={`${id}-reason`} className="text-xs font-medium text-warning-800" data-testid="perm-key-reason">
            <span aria-hidden="true">🔒 </span>
            {reason}
          </span>
        )}
      </div>
    </div>
  );
}

export function PermissionEditor({ groups, selected, rules, kindLabel, error, errorId, onChange }: {
  /** the catalogue, group labels already translated */
  groups: readonly KeyGroup[];
  selected: ReadonlySet<string>;
  rules: PickRules;
  /** the role's kind, named in a locked key's reason */
  kindLabel: string;
  /** the server's 422 on permission_ids */
  error?: string | null;
  errorId?: string;
  onChange: (next: Set<string>) => void;
}) {
  const { t } = useRolesTranslation();
  const [text, setText] = useState('');
  const shown = useMemo(() => filterGroups(groups, text), [groups, text]);
  const reasonOf = (state: ReturnType<typeof keyState>) =>
    state === 'locked' ? t('editor.locked', { kind: kindLabel }) : state === 'ungrantable' ? t('editor.ungrantable') : null;

  return (
    <fieldset className="flex flex-col gap-3" data-testid="permission-editor" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink">{t('editor.keysLegend')}</legend>
      {rules.readOnly && <p className="text-sm text-muted">{t('editor.readOnly')}</p>}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TextField
          label={t('editor.filter')}
          name="permission-filter"
          type="search"
          value={text}
          placeholder={t('editor.filterPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          // Enter in the filter would submit the dialog's form (the preview) while the user is only narrowing the list
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          className="min-w-60 flex-1"
          data-testid="perm-filter"
        />
        <p className="text-sm text-muted" aria-live="polite" data-testid="perm-chosen">
          {t('editor.chosen', { count: selected.size })}
        </p>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-700" data-testid="perm-error">
          {error}
        </p>
      )}
      <div className="max-h-[50vh] overflow-y-auto rounded-md border border-line p-3">
        {shown.length === 0 && <p className="text-sm text-muted">{t('editor.noMatch', { text: text.trim() })}</p>}
        {shown.map((g) => {
          const state = groupState(g.permissions, selected);
          const on = g.permissions.filter((p) => selected.has(p.id)).length;
          const changeable = !rules.readOnly && g.permissions.some((p) => !rules.required.has(p.id) && (selected.has(p.id) || rules.grantable(p)));
          return (
            <fieldset key={g.key} className="border-b border-line pb-3 pt-2 last:border-0" data-testid="perm-group" data-group={g.key}>
              <legend className="sr-only">{g.label}</legend>
              <div className="mb-1 flex items-center gap-2">
                <GroupBox state={state} label={t('editor.allOf', { group: g.label })} disabled={!changeable} onToggle={() => onChange(toggleGroup(g.permissions, selected, rules))} groupKey={g.key} />
                <span className="text-sm font-semibold text-ink" aria-hidden="true">
                  {g.label}
                </span>
                <span className="text-xs text-muted">{t('editor.count', { on, total: g.permissions.length })}</span>
              </div>
              <div className="grid grid-cols-1 gap-x-4 pl-6 sm:grid-cols-2">
                {g.permissions.map((p) => {
                  const s = keyState(p, selected, rules);
                  return <KeyBox key={p.id} permission={p} state={s} checked={selected.has(p.id)} reason={reasonOf(s)} onToggle={() => onChange(toggleKey(p, selected, rules))} />;
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}
