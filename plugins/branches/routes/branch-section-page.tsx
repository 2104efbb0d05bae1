/**
 * The master's branch-creation section pages (branch-contract, support, branch-ad-ons, payment): one editor, the
 * section read from the address. Choose the branch, edit its section, save (PUT branches/{id} with that section
 * only); the server's 422s land on their fields (`contract.end_on`, `addons.0.price_minor`...). Money is typed in
 * major units and sent as minor units (parseMoney).
 */
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withListParam } from '@ui/data-list/list-math';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { Spinner } from '@ui/spinner';
import { pushToast } from '@kernel/notify/toasts';
import { IsoDateField } from '@kernel/dates/iso-date-field';
import { moneyInputText, parseMoney } from '@kernel/money/format';
import { allBranchesQuery, invalidate, updateBranch, type Branch, type BranchBody, type Scope } from '../api/branches-api';
import { CentreFrame } from '../components/centre-scope';
import { fieldErrors } from '../lib/field-errors';
import { MoneyField } from '../components/money-field';
import { sectionFromPath, type Section } from '../lib/paths';
import { useBranchesTranslation } from '../locales/texts';

type Values = Record<string, string>;
interface AddonDraft {
  name: string;
  price: string;
}

function initial(section: Section, b: Branch): Values {
  if (section === 'contract')
    return {
      start_on: b.contract.start_on ?? '',
      end_on: b.contract.end_on ?? '',
      fee_minor: b.contract.fee_minor === null ? '' : moneyInputText(b.contract.fee_minor),
      revenue_share_percent: b.contract.revenue_share_percent === null ? '' : String(b.contract.revenue_share_percent),
      terms: b.contract.terms,
    };
  if (section === 'support') return { ...b.support };
  if (section === 'payment') return { ...b.payment, method: b.payment.method ?? '' };
  return {};
}

/** The section as the server takes it, or the fields the page refuses before sending (an amount that is not one). */
function body(section: Section, v: Values, addons: AddonDraft[]): { body: BranchBody } | { errors: Record<string, string> } {
  if (section === 'contract') {
    const fee = v.fee_minor!.trim() === '' ? null : parseMoney(v.fee_minor!);
    const share = v.revenue_share_percent!.trim() === '' ? null : Number(v.revenue_share_percent);
    const errors: Record<string, string> = {};
    if (fee === null && v.fee_minor!.trim() !== '') errors['contract.fee_minor'] = 'amount';
    if (share !== null && !Number.isInteger(share)) errors['contract.revenue_share_percent'] = 'percent';
    if (Object.keys(errors).length) return { errors };
    return { body: { contract: { start_on: v.start_on || null, end_on: v.end_on || null, fee_minor: fee, revenue_share_percent: share, terms: v.terms!.trim() } } };
  }
  if (section === 'support') return { body: { support: { contact_name: v.contact_name!.trim(), phone: v.phone!.trim(), email: v.email!.trim(), hours: v.hours!.trim() } } };
  if (section === 'payment')
    return { body: { payment: { method: (v.method || null) as Branch['payment']['method'], account_name: v.account_name!.trim(), account_number: v.account_number!.trim(), bank: v.bank!.trim() } } };
  const errors: Record<string, string> = {};
  const list = addons.map((a, i) => {
    const price = parseMoney(a.price);
    if (price === null) errors[`addons.${i}.price_minor`] = 'amount';
    return { name: a.name.trim(), price_minor: price ?? 0 };
  });
  return Object.keys(errors).length ? { errors } : { body: { addons: list } };
}

function SectionForm({ section, branch }: { section: Section; branch: Branch }) {
  const { t } = useBranchesTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState<Values>(() => initial(section, branch));
  const [addons, setAddons] = useState<AddonDraft[]>(() => branch.addons.map((a) => ({ name: a.name, price: moneyInputText(a.price_minor) })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (b: BranchBody) => updateBranch(branch.id, b),
    onSuccess: (b) => {
      pushToast('success', t('branches.saved', { name: b.name }));
      void invalidate(client, 'branches');
    },
    onError: (e) => setErrors(fieldErrors(e)),
  });
  const err = (key: string) => {
    const e = errors[`${section}.${key}`] ?? errors[key];
    return e === 'amount' ? t('money.invalid') : e === 'percent' ? t('sections.contract.percentInvalid') : e;
  };
  const field = (key: string, extra: { type?: string } = {}) => (
    <TextField key={key} label={t(`sections.${section}.${key}`)} name={key} type={extra.type ?? 'text'} value={values[key] ?? ''} error={err(key)} onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))} />
  );
  const currency = branch.currency;
  return (
    <form
      className="flex max-w-2xl flex-col gap-4"
      noValidate
      data-testid={`section-${section}`}
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({});
        const out = body(section, values, addons);
        if ('errors' in out) setErrors(out.errors);
        else save.mutate(out.body);
      }}
    >
      {section === 'contract' && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <IsoDateField label={t('sections.contract.start_on')} name="start_on" hint={t('common.dateHint')} value={values.start_on ?? ''} error={err('start_on')} onChange={(v) => setValues((s) => ({ ...s, start_on: v }))} />
            <IsoDateField label={t('sections.contract.end_on')} name="end_on" hint={t('common.dateHint')} value={values.end_on ?? ''} error={err('end_on')} onChange={(v) => setValues((s) => ({ ...s, end_on: v }))} />
            <MoneyField label={t('sections.contract.fee_minor')} name="fee_minor" currency={currency} value={values.fee_minor ?? ''} error={err('fee_minor')} onChange={(v) => setValues((s) => ({ ...s, fee_minor: v }))} />
            {field('revenue_share_percent')}
          </div>
          {field('terms')}
        </>
      )}
      {section === 'support' && (
        <div className="grid gap-4 sm:grid-cols-2">
          {field('contact_name')}
          {field('phone', { type: 'tel' })}
          {field('email', { type: 'email' })}
          {field('hours')}
        </div>
      )}
      {section === 'payment' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('sections.payment.method')}
            name="method"
            value={values.method ?? ''}
            placeholder={t('sections.payment.noMethod')}
            options={(['bank_transfer', 'mobile_banking', 'cash'] as const).map((m) => ({ value: m, label: t(`methods.${m}`) }))}
            error={err('method')}
            onChange={(v) => setValues((s) => ({ ...s, method: v }))}
          />
          {field('account_name')}
          {field('account_number')}
          {field('bank')}
        </div>
      )}
      {section === 'addons' && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-ink">{t('sections.addons.legend')}</legend>
          {addons.length === 0 && <p className="text-sm text-muted">{t('sections.addons.none')}</p>}
          {addons.map((a, i) => (
            <div key={i} className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]" data-testid="addon-row">
              <TextField label={t('sections.addons.name')} name={`addon-name-${i}`} value={a.name} error={errors[`addons.${i}.name`]} onChange={(e) => setAddons((l) => l.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))} />
              <MoneyField label={t('sections.addons.price')} name={`addon-price-${i}`} currency={currency} value={a.price} error={errors[`addons.${i}.price_minor`] === 'amount' ? t('money.invalid') : errors[`addons.${i}.price_minor`]} onChange={(v) => setAddons((l) => l.map((x, j) => (j === i ? { ...x, price: v } : x)))} />
              <Button variant="ghost" onClick={() => setAddons((l) => l.filter((_, j) => j !== i))} aria-label={t('sections.addons.remove', { name: a.name || i + 1 })}>
                {t('common.remove')}
              </Button>
            </div>
          ))}
          {errors.addons && <p className="text-xs font-medium text-danger-700">{errors.addons}</p>}
          <div>
            <Button variant="secondary" onClick={() => setAddons((l) => [...l, { name: '', price: '' }])} data-testid="add-addon">
              {t('sections.addons.add')}
            </Button>
          </div>
        </fieldset>
      )}
      <div>
        <Button type="submit" busy={save.isPending} data-testid="save-section">
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

function SectionEditor({ scope, section }: { scope: Scope; section: Section }) {
  const { t } = useBranchesTranslation();
  const [params, setParams] = useSearchParams();
  const branches = useQuery(allBranchesQuery(scope));
  if (branches.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <Spinner size="sm" />
        {t('common.loading')}
      </p>
    );
  if (branches.isError)
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-danger-700">
        {t('branches.loadFailed')}
        <Button variant="secondary" onClick={() => void branches.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (branches.data.length === 0) return <EmptyState title={t('branches.emptyTitle')} description={t('sections.noBranches')} />;
  const chosen = branches.data.find((b) => String(b.id) === params.get('branch')) ?? branches.data[0]!;
  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-md">
        <SelectField
          label={t('sections.branch')}
          name="branch"
          value={String(chosen.id)}
          options={branches.data.map((b) => ({ value: String(b.id), label: b.name }))}
          onChange={(v) => setParams(withListParam(params, 'branch', v))}
        />
      </div>
      <SectionForm key={`${chosen.id}-${section}`} section={section} branch={chosen} />
    </div>
  );
}

export default function BranchSectionPage() {
  const { t } = useBranchesTranslation();
  const section = sectionFromPath(useLocation().pathname);
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{t(`sections.${section}.title`)}</h1>
        <p className="text-muted">{t(`sections.${section}.intro`)}</p>
      </header>
      <CentreFrame>{(scope) => <SectionEditor scope={scope} section={section} />}</CentreFrame>
    </div>
  );
}
