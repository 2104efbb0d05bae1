/**
 * The audit log (docs/product-spec.md §10 "Audit log"), read-only: GET audit-log newest first — the owner's centre at
 * /coaching-owner/audit-log, everything for the master at /master/audit-log. Filters in the URL, each one the
 * server's AuditQuery: action, what the entry is about (type), a date range, and — from a row's own names — one
 * actor, one target or (the master) one centre, shown as removable chips.
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { format, isValid, parseISO } from 'date-fns';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { SelectField } from '@ui/select-field';
import { withLeadingAll } from '@kernel/status/status-list';
import { useAuth } from '@kernel/auth/auth-provider';
import { formatDisplayDate } from '@kernel/dates/format';
import { IsoDateField } from '@kernel/dates/iso-date-field';
import { auditListQuery, type AuditEntry } from '../api/roles-api';
import { AUDIT_ACTIONS, AUDIT_FILTER_KEYS, auditFiltersFromParams, hasFilters, TARGET_TYPES, withFilters } from '../lib/filters';
import { summariseDetails } from '../lib/audit-details';
import { useRolesTranslation } from '../locales/texts';

const linkButton =
  'rounded text-left text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600';

function Chip({ label, removeLabel, onRemove }: { label: string; removeLabel: string; onRemove: () => void }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full border border-line bg-surface py-0.5 pl-3 pr-1 text-sm text-ink" data-testid="filter-chip">
      {label}
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        className="inline-flex h-6 w-6 items-center justify-center rounded-full text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-600"
        data-testid="remove-chip"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

export default function AuditPage() {
  const { t, i18n } = useRolesTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const { user } = useAuth();
  const isMaster = user?.role === 'SUPER_ADMIN';
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => auditFiltersFromParams(params), [params]);
  const set = (change: Record<string, string>) => setParams(withFilters(params, change));
  const query = useQuery(auditListQuery(filters));
  const items = query.data?.items ?? [];

  const actionLabel = (a: string) => t(`audit.actions.${a}`, { defaultValue: a });
  const targetLabel = (e: Pick<AuditEntry, 'target_type' | 'target_name' | 'target_id'>) => {
    const type = t(`audit.targets.${e.target_type}`, { defaultValue: e.target_type });
    const name = e.target_name ?? (e.target_id !== null ? `#${e.target_id}` : null);
    return name ? `${type}: ${name}` : type;
  };
  const when = (iso: string) => {
    const d = parseISO(iso);
    return isValid(d) ? `${formatDisplayDate(d, locale)} ${format(d, 'HH:mm')}` : iso;
  };

  const columns: DataListColumn<AuditEntry>[] = [
    {
      key: 'when',
      header: t('audit.columns.when'),
      className: 'whitespace-nowrap',
      cell: (e) => <time dateTime={e.created_at}>{when(e.created_at)}</time>,
    },
    {
      key: 'actor',
      header: t('audit.columns.actor'),
      testId: 'audit-actor',
      cell: (e) => (
        <div className="flex flex-col">
          {e.actor ? (
            <button type="button" className={linkButton} aria-label={t('audit.filterBy', { name: e.actor.full_name })} onClick={() => set({ actor_id: String(e.actor!.id) })} data-testid="filter-actor">
              {e.actor.full_name}
            </button>
          ) : (
            <span className="text-muted">{t('audit.system')}</span>
          )}
          {e.impersonator && (
            <span className="text-xs text-warning-800" data-testid="audit-impersonator">
              {t('audit.impersonatedBy', { name: e.impersonator.full_name })}
            </span>
          )}
        </div>
      ),
    },
    { key: 'action', header: t('audit.columns.action'), testId: 'audit-action', cell: (e) => actionLabel(e.action) },
    {
      key: 'target',
      header: t('audit.columns.target'),
      testId: 'audit-target',
      cell: (e) =>
        e.target_id !== null ? (
          <button type="button" className={linkButton} aria-label={t('audit.filterBy', { name: targetLabel(e) })} onClick={() => set({ target_type: e.target_type, target_id: String(e.target_id) })} data-testid="filter-target">
            {targetLabel(e)}
          </button>
        ) : (
          targetLabel(e)
        ),
    },
    {
      key: 'details',
      header: t('audit.columns.details'),
      testId: 'audit-details',
      cell: (e) => {
        const parts = summariseDetails(e.details, (k, o) => t(k, o));
        return parts.length ? (
          <ul className="flex flex-col text-xs text-ink">
            {parts.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        ) : (
          <span className="text-muted">—</span>
        );
      },
    },
    ...(isMaster
      ? [
          {
            key: 'centre',
            header: t('audit.columns.centre'),
            testId: 'audit-centre',
            cell: (e: AuditEntry) =>
              e.organization_id !== null ? (
                <button type="button" className={linkButton} aria-label={t('audit.filterBy', { name: e.organization_name ?? `#${e.organization_id}` })} onClick={() => set({ organization_id: String(e.organization_id) })}>
                  {e.organization_name ?? `#${e.organization_id}`}
                </button>
              ) : (
                <span className="text-muted">{t('audit.platform')}</span>
              ),
          },
        ]
      : []),
    { key: 'ip', header: t('audit.columns.ip'), className: 'font-mono text-xs', testId: 'audit-ip', cell: (e) => e.ip },
  ];

  // the names behind the id filters, read from the rows they filtered (every row has the same one)
  const actorName = filters.actor_id ? (items.find((e) => String(e.actor?.id) === filters.actor_id)?.actor?.full_name ?? `#${filters.actor_id}`) : null;
  const target = filters.target_id ? items.find((e) => String(e.target_id) === filters.target_id && e.target_type === filters.target_type) : undefined;
  const targetName = filters.target_id ? (target ? targetLabel(target) : targetLabel({ target_type: filters.target_type!, target_name: null, target_id: Number(filters.target_id) })) : null;
  const centreName = filters.organization_id ? (items.find((e) => String(e.organization_id) === filters.organization_id)?.organization_name ?? `#${filters.organization_id}`) : null;
  type ChipSpec = { key: string; label: string; clear: Record<string, string> };
  const chips: ChipSpec[] = [];
  if (actorName) chips.push({ key: 'actor', label: t('audit.chips.actor', { name: actorName }), clear: { actor_id: '' } });
  if (targetName) chips.push({ key: 'target', label: t('audit.chips.target', { name: targetName }), clear: { target_id: '' } });
  if (centreName) chips.push({ key: 'centre', label: t('audit.chips.centre', { name: centreName }), clear: { organization_id: '' } });

  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = query.data?.meta.current_page ?? filters.page ?? 1;
  const last = Math.max(1, query.data?.meta.last_page ?? 1);

  return (
    <DataList
      title={t('audit.title')}
      intro={isMaster ? t('audit.introMaster') : t('audit.introOwner')}
      filters={
        <div className="flex flex-col gap-3">
          <FilterForm label={t('filters.label')} columns={4}>
            <SelectField
              label={t('audit.filters.action')}
              name="action"
              value={params.get('action') ?? ''}
              options={withLeadingAll(AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) })), t('filters.all'))}
              onChange={(v) => set({ action: v })}
            />
            <SelectField
              label={t('audit.filters.targetType')}
              name="target_type"
              value={params.get('target_type') ?? ''}
              options={withLeadingAll(TARGET_TYPES.map((x) => ({ value: x, label: t(`audit.targets.${x}`) })), t('filters.all'))}
              onChange={(v) => set({ target_type: v, target_id: '' })}
            />
            <DateFilter key={`from-${from}`} label={t('audit.filters.from')} name="from" committed={from} onCommit={(v) => set({ from: v })} />
            <DateFilter
              key={`to-${to}`}
              label={t('audit.filters.to')}
              name="to"
              committed={to}
              error={from && to && from > to ? t('audit.filters.rangeError') : undefined}
              onCommit={(v) => set({ to: v })}
            />
          </FilterForm>
          {chips.length > 0 && (
            <ul aria-label={t('audit.chips.label')} className="flex flex-wrap gap-2">
              {chips.map((c) => (
                <Chip key={c.key} label={c.label} removeLabel={t('audit.chips.remove', { name: c.label })} onRemove={() => set(c.clear)} />
              ))}
            </ul>
          )}
        </div>
      }
      query={query}
      columns={columns}
      rowKey={(e) => e.id}
      rowName={(e) => actionLabel(e.action)}
      rowTestId="audit-row"
      rowProps={(e) => ({ 'data-audit-action': e.action })}
      tableTestId="audit-table"
      caption={t('audit.caption', { page, last })}
      loadFailed={t('audit.loadFailed')}
      total={(count) => t('audit.total', { count })}
      empty={{ title: t('audit.emptyTitle'), description: t('audit.emptyDescription') }}
      filtered={hasFilters(params, AUDIT_FILTER_KEYS)}
      filteredEmptyTitle={t('filters.emptyFiltered')}
      onClearFilters={() => setParams(new URLSearchParams())}
      onPage={(p) => set({ page: String(p) })}
    />
  );
}

/**
 * A date of the range, typed as yyyy-MM-dd (the kernel's field: a native date input shows mm/dd/yyyy to many): the
 * list follows once the date is whole, or emptied, so a half-typed date never reaches the server.
 */
function DateFilter({ label, name, committed, error, onCommit }: { label: string; name: string; committed: string; error?: string; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(committed);
  return (
    <IsoDateField
      label={label}
      name={name}
      value={draft}
      error={error}
      onChange={(v) => {
        setDraft(v);
        if (v === '' || v.length === 10) onCommit(v);
      }}
    />
  );
}
