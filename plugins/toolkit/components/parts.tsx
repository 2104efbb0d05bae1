/** Pieces every toolkit page shares: the list filters kept in the URL, the type picker, the status switch, the rich
 * text field (the kit's TipTap editor; stored as plain text by the server) and the 422 mapping. */
import { type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from '@kernel/http/client';
import { FilterForm } from '@ui/data-list/filter-form';
import { FilterPills } from '@ui/data-list/filter-pills';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { withListParam } from '@ui/data-list/list-math';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { RichTextEditor, textToHtml } from '@question-types/kit/ui/rich-text-editor';
import { QUESTION_TYPES } from '@question-types/registry';
import { useQuestionTypeNames } from '@question-types/type-texts';
import { typesQuery, type Status } from '../api/toolkit-api';
import { useToolkitTranslation } from '../locales/texts';

export { textToHtml };

/** A 422's per-field messages, the first per field. */
export function fieldErrors(e: unknown): Record<string, string> {
  if (!(e instanceof HttpError) || e.status !== 422) return {};
  return Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? '']));
}

/** page, status, search and type of a list, in the URL */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string) => setParams(withListParam(params, key, value));
  const filters = {
    page: Number(params.get('page')) || 1,
    per_page: 20,
    status: params.get('status') || undefined,
    search: params.get('search') || undefined,
    question_type_id: params.get('type') || undefined,
  };
  const filtered = Boolean(filters.status || filters.search || filters.question_type_id);
  return { params, set, filters, filtered, clear: () => setParams(new URLSearchParams()) };
}

export function ListFilters({ f, withType = true }: { f: ReturnType<typeof useListFilters>; withType?: boolean }) {
  const { t } = useToolkitTranslation();
  const search = useSearchDraft(f.params.get('search') ?? '', (v) => f.set('search', v));
  const types = useQuery({ ...typesQuery(), enabled: withType });
  const typeName = useTypeName();
  return (
    <div className="flex flex-col gap-3">
      <FilterPills label={t('common.status')} allLabel={t('common.all')} value={f.params.get('status') ?? ''} onChange={(v) => f.set('status', v)} options={[{ value: 'active', label: t('common.active') }, { value: 'inactive', label: t('common.inactive') }]} testId="status-filter" />
      <FilterForm label={t('common.filters')} columns={3} onSearch={search.commit}>
        <TextField label={t('common.search')} {...search.field} />
        {withType && <SelectField label={t('common.type')} name="type" value={f.params.get('type') ?? ''} placeholder={t('common.anyType')} options={(types.data ?? []).map((x) => ({ value: String(x.id), label: typeName(x) }))} onChange={(v) => f.set('type', v)} />}
      </FilterForm>
    </div>
  );
}

export function TypeSelect({ value, onChange, error, optional, label }: { value: string; onChange: (v: string) => void; error?: string; optional?: boolean; label?: string }) {
  const { t } = useToolkitTranslation();
  const types = useQuery(typesQuery());
  const typeName = useTypeName();
  return (
    <SelectField label={label ?? t('common.type')} name="question_type_id" value={value} error={error} placeholder={optional ? t('common.anyType') : t('common.chooseType')} options={(types.data ?? []).map((x) => ({ value: String(x.id), label: typeName(x) }))} onChange={onChange} />
  );
}

/** A status switch: the change shows at once and rolls back if the server refuses (useOptimisticRowPatch). */
export function StatusSwitch({ status, name, disabled, onToggle, testId = 'toggle-status' }: { status: Status; name: string; disabled?: boolean; onToggle: (next: Status) => void; testId?: string }) {
  const { t } = useToolkitTranslation();
  return (
    <label className="inline-flex items-center gap-2">
      <input type="checkbox" role="switch" checked={status === 'active'} disabled={disabled} aria-label={t('common.statusOf', { name })} onChange={() => onToggle(status === 'active' ? 'inactive' : 'active')} data-testid={testId} />
      <span className="text-xs">{status === 'active' ? t('common.active') : t('common.inactive')}</span>
    </label>
  );
}

export function RichField({ label, value, onChange, error, name = 'body' }: { label: string; value: string; onChange: (html: string) => void; error?: string; name?: string }) {
  return <RichTextEditor label={label} name={name} value={value} onChange={onChange} error={error ?? null} />;
}

/** Plain text as the server stores it, shown as paragraphs (never as HTML). */
export function PlainText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      {text.split(/\n{2,}/).map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}

export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex justify-end gap-2 border-t border-line pt-4">{children}</div>;
}

const ALL_SLUGS = QUESTION_TYPES.map((d) => d.slug);

/** A question type's name in the page's language (its own module's texts), the server's English name as fallback. */
export function useTypeName(): (type: { slug: string; name: string }) => string {
  const names = useQuestionTypeNames(ALL_SLUGS);
  return (type) => names(type.slug, type.name);
}
