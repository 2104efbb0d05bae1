/**
 * Promo codes (docs/product-spec.md §11) at /admin/discounts and the master's discount-or-promotion: the one list
 * over GET promo-codes, New/Edit in a dialog (the server upper-cases the code and checks percent 1–100, the window
 * and a limit not below the uses made; its 422s land on the fields), switch on/off, and Delete confirmed (a used code
 * answers 409: switch it off instead).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { FilterPills } from '@ui/data-list/filter-pills';
import { withListParam } from '@ui/data-list/list-math';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { SelectField } from '@ui/select-field';
import { Dialog } from '@ui/dialog';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { pushToast } from '@kernel/notify/toasts';
import { IsoDateField } from '@kernel/dates/iso-date-field';
import { formatMoney, moneyInputText, parseMoney } from '@kernel/money/format';
import { allBranchesQuery, changePromoStatus, createPromo, deletePromo, invalidate, promoListQuery, updatePromo, type PromoCode, type Scope } from '../api/branches-api';
import { CentreFrame } from '../components/centre-scope';
import { fieldErrors } from '../lib/field-errors';
import { useBranchesTranslation } from '../locales/texts';

function PromoDialog({ scope, promo, currency, onClose }: { scope: Scope; promo: PromoCode | null; currency: string; onClose: () => void }) {
  const { t } = useBranchesTranslation();
  const client = useQueryClient();
  const branches = useQuery(allBranchesQuery(scope));
  const [v, setV] = useState(() => ({
    code: promo?.code ?? '',
    description: promo?.description ?? '',
    kind: promo?.discount_kind ?? ('PERCENT' as 'PERCENT' | 'FIXED'),
    amount: promo ? (promo.discount_kind === 'FIXED' ? moneyInputText(promo.amount) : String(promo.amount)) : '',
    starts_on: promo?.starts_on ?? '',
    ends_on: promo?.ends_on ?? '',
    usage_limit: promo?.usage_limit === null || promo === null ? '' : String(promo.usage_limit),
    branch_id: promo?.branch ? String(promo.branch.id) : '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [k]: value }));
  const save = useMutation({
    mutationFn: async () => {
      const amount = v.kind === 'FIXED' ? parseMoney(v.amount) : /^\d{1,3}$/.test(v.amount.trim()) ? Number(v.amount.trim()) : null;
      const limit = v.usage_limit.trim() === '' ? null : /^\d{1,8}$/.test(v.usage_limit.trim()) ? Number(v.usage_limit.trim()) : NaN;
      const local: Record<string, string> = {};
      if (amount === null) local.amount = t(v.kind === 'FIXED' ? 'money.invalid' : 'discounts.percentInvalid');
      if (Number.isNaN(limit)) local.usage_limit = t('discounts.limitInvalid');
      if (Object.keys(local).length) throw Object.assign(new Error('local'), { local });
      const body = { code: v.code, description: v.description.trim(), discount_kind: v.kind, amount: amount!, starts_on: v.starts_on || null, ends_on: v.ends_on || null, usage_limit: limit, branch_id: v.branch_id ? Number(v.branch_id) : null };
      return promo ? updatePromo(promo.id, body) : createPromo(scope, body);
    },
    onMutate: () => setErrors({}),
    onSuccess: (p) => {
      pushToast('success', t(promo ? 'discounts.saved' : 'discounts.created', { code: p.code }));
      void invalidate(client, 'promo-codes');
      onClose();
    },
    onError: (e) => setErrors((e as { local?: Record<string, string> }).local ?? fieldErrors(e)),
  });
  return (
    <Dialog open title={promo ? t('discounts.editTitle', { code: promo.code }) : t('discounts.createTitle')} onClose={onClose} testId="promo-dialog">
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <TextField label={t('discounts.fields.code')} name="code" required value={v.code} error={errors.code} hint={t('discounts.codeHint')} onChange={(e) => set('code')(e.target.value)} />
        <TextField label={t('discounts.fields.description')} name="description" value={v.description} error={errors.description} onChange={(e) => set('description')(e.target.value)} />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('discounts.fields.kind')}
            name="discount_kind"
            value={v.kind}
            options={[
              { value: 'PERCENT', label: t('discounts.kind.PERCENT') },
              { value: 'FIXED', label: t('discounts.kind.FIXED') },
            ]}
            error={errors.discount_kind}
            onChange={(k) => setV((s) => ({ ...s, kind: k as 'PERCENT' | 'FIXED' }))}
          />
          <TextField
            label={v.kind === 'PERCENT' ? t('discounts.fields.percent') : `${t('discounts.fields.amount')} (${currency})`}
            name="amount"
            inputMode="decimal"
            required
            value={v.amount}
            error={errors.amount}
            onChange={(e) => set('amount')(e.target.value)}
          />
          <IsoDateField label={t('discounts.fields.starts_on')} name="starts_on" hint={t('common.dateHint')} value={v.starts_on} error={errors.starts_on} onChange={set('starts_on')} />
          <IsoDateField label={t('discounts.fields.ends_on')} name="ends_on" hint={t('common.dateHint')} value={v.ends_on} error={errors.ends_on} onChange={set('ends_on')} />
          <TextField label={t('discounts.fields.usage_limit')} name="usage_limit" inputMode="numeric" value={v.usage_limit} error={errors.usage_limit} hint={t('discounts.limitHint')} onChange={(e) => set('usage_limit')(e.target.value)} />
          <SelectField
            label={t('discounts.fields.branch')}
            name="branch_id"
            value={v.branch_id}
            placeholder={t('discounts.everyBranch')}
            options={(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
            error={errors.branch_id}
            onChange={set('branch_id')}
          />
        </div>
        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending} data-testid="save-promo">
            {promo ? t('common.save') : t('common.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function PromoList({ scope }: { scope: Scope }) {
  const { t, i18n } = useBranchesTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const setFilter = (key: string, value: string) => setParams(withListParam(params, key, value));
  const status = ['active', 'inactive'].includes(params.get('status') ?? '') ? params.get('status')! : '';
  const query = useQuery(promoListQuery(scope, { status: status || undefined, page: Number(params.get('page')) || 1, per_page: 15 }));
  const currency = query.data?.items[0]?.currency ?? 'BDT';
  const [dialog, setDialog] = useState<{ promo: PromoCode | null } | null>(null);
  const [toDelete, setToDelete] = useState<PromoCode | null>(null);
  const toggle = useMutation({
    mutationFn: (p: PromoCode) => changePromoStatus(p.id, p.status === 'active' ? 'inactive' : 'active'),
    onSettled: () => void invalidate(client, 'promo-codes'),
  });
  const remove = useMutation({
    mutationFn: (p: PromoCode) => deletePromo(p.id),
    onSuccess: (_d, p) => {
      pushToast('success', t('discounts.deleted', { code: p.code }));
      void invalidate(client, 'promo-codes');
    },
    onSettled: () => setToDelete(null),
  });
  const value = (p: PromoCode) => (p.discount_kind === 'PERCENT' ? `${p.amount}%` : formatMoney(p.amount, p.currency, i18n.language));
  const columns: DataListColumn<PromoCode>[] = [
    { key: 'code', header: t('discounts.fields.code'), className: 'font-mono font-medium text-ink', testId: 'promo-code', cell: (p) => p.code },
    { key: 'value', header: t('discounts.value'), className: 'tabular-nums whitespace-nowrap', cell: value },
    { key: 'window', header: t('discounts.window'), className: 'whitespace-nowrap', cell: (p) => (p.starts_on || p.ends_on ? `${p.starts_on ?? '…'} – ${p.ends_on ?? '…'}` : t('discounts.always')) },
    { key: 'uses', header: t('discounts.uses'), className: 'tabular-nums', cell: (p) => (p.usage_limit === null ? `${p.used_count} / ∞` : `${p.used_count} / ${p.usage_limit}`) },
    { key: 'branch', header: t('discounts.fields.branch'), cell: (p) => p.branch?.name ?? t('discounts.everyBranch') },
    { key: 'status', header: t('common.status'), cell: (p) => t(`status.${p.status}`) },
  ];
  const rowMenu = (p: PromoCode): RowMenuItem[] => [
    { key: 'edit', label: t('common.edit'), onSelect: () => setDialog({ promo: p }) },
    { key: 'toggle-status', label: t(p.status === 'active' ? 'common.deactivate' : 'common.activate'), onSelect: () => toggle.mutate(p) },
    { key: 'delete', label: t('common.delete'), danger: true, onSelect: () => setToDelete(p) },
  ];
  const create = (
    <Button onClick={() => setDialog({ promo: null })} data-testid="create-promo">
      {t('discounts.create')}
    </Button>
  );
  return (
    <>
      <DataList
        title={t('discounts.title')}
        intro={t('discounts.intro')}
        primaryAction={create}
        filters={
          <FilterPills
            label={t('common.status')}
            allLabel={t('common.all')}
            options={[
              { value: 'active', label: t('status.active') },
              { value: 'inactive', label: t('status.inactive') },
            ]}
            value={status}
            onChange={(s) => setFilter('status', s)}
          />
        }
        query={query}
        columns={columns}
        rowKey={(p) => p.id}
        rowName={(p) => p.code}
        rowTestId="promo-row"
        rowMenu={rowMenu}
        caption={t('discounts.caption')}
        loadFailed={t('discounts.loadFailed')}
        total={(count) => t('discounts.total', { count })}
        empty={{ title: t('discounts.emptyTitle'), description: t('discounts.emptyDescription'), action: create }}
        filtered={status !== ''}
        filteredEmptyTitle={t('common.emptyFiltered')}
        onClearFilters={() => setFilter('status', '')}
        onPage={(p) => setFilter('page', String(p))}
      />
      {dialog && <PromoDialog scope={scope} promo={dialog.promo} currency={currency} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('discounts.deleteTitle')}
        body={t('discounts.deleteBody', { code: toDelete?.code ?? '' })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}

export default function DiscountsPage() {
  return <CentreFrame>{(scope) => <PromoList scope={scope} />}</CentreFrame>;
}
