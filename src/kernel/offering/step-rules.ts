/**
 * The wizard's own checks before a save (the server checks the same again, docs/product-spec.md §11). Messages are
 * keys of the `offering` namespace's `rules` (the page translates them); a server message passes through as it is.
 */
import { parseMoney } from '@kernel/money/format';
import type { FieldErrors } from '@machines/wizard.machine';
import { parseDays, type OfferingDraft } from './draft';

export const MAX_MINOR = 1_000_000_000_000;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function add(errors: FieldErrors, field: string, key: string): void {
  (errors[field] ??= []).push(key);
}

export function basicInformationRules(d: Partial<OfferingDraft>): FieldErrors {
  const errors: FieldErrors = {};
  const name = (d.name ?? '').trim();
  if (!name) add(errors, 'name', 'nameRequired');
  else if (name.length > 120) add(errors, 'name', 'nameTooLong');
  if ((d.description ?? '').length > 5000) add(errors, 'description', 'descriptionTooLong');
  return errors;
}

export function typeRules(d: Partial<OfferingDraft>): FieldErrors {
  const errors: FieldErrors = {};
  if (d.kind !== 'COURSE') return errors;
  if ((d.delivery ?? 'ONLINE') !== 'ONLINE' && (d.branch_ids ?? []).length === 0) add(errors, 'branch_ids', 'branchRequired');
  for (const s of d.schedule ?? []) {
    if (!TIME.test(s.start) || !TIME.test(s.end)) {
      add(errors, 'schedule', 'timeInvalid');
      break;
    }
    if (s.end <= s.start) {
      add(errors, 'schedule', 'endAfterStart');
      break;
    }
  }
  return errors;
}

/** A typed amount in major units that the server will take, or the reason it will not. */
export function moneyProblem(text: string | undefined, required: boolean): string | null {
  const t = (text ?? '').trim();
  if (!t) return required ? 'priceRequired' : null;
  const minor = parseMoney(t);
  if (minor === null) return 'priceInvalid';
  if (minor > MAX_MINOR) return 'priceTooLarge';
  return null;
}

export function addonRules(d: Partial<OfferingDraft>): FieldErrors {
  const errors: FieldErrors = {};
  for (const a of d.addons ?? []) {
    if (!a.name.trim()) {
      add(errors, 'addons', 'addonNameRequired');
      break;
    }
    const p = moneyProblem(a.price_text, true);
    if (p) {
      add(errors, 'addons', p);
      break;
    }
  }
  return errors;
}

export function durationPriceRules(d: Partial<OfferingDraft>): FieldErrors {
  const errors: FieldErrors = {};
  const days = parseDays(d.duration_text);
  if (days === null || days < 1 || days > 3660) add(errors, 'duration_text', 'durationInvalid');
  const p = moneyProblem(d.price_text, true);
  if (p) add(errors, 'price_text', p);
  return errors;
}

/** A count typed on a property page: a whole number 0..10000. */
export function countProblem(text: string): string | null {
  const t = text.trim();
  if (!/^\d{1,5}$/.test(t) || Number(t) > 10_000) return 'countInvalid';
  return null;
}
