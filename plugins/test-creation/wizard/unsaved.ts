/**
 * The questions picked in the wizard and not saved yet ("Save and continue" saves them): kept in the tab's
 * sessionStorage per record, so that a reload resumes the step with them (UI.md "Wizard": a reload resumes) instead of
 * going back to what the server last got. Dropped when the record is saved. The storage is passed in, so the rules are
 * testable without a browser.
 */
import type { CartItem, WizardKind } from './draft';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (kind: WizardKind, recordId: string | number) => `test-creation:unsaved-cart:${kind}:${recordId}`;

const isCartItem = (x: unknown): x is CartItem => {
  const o = x as Partial<CartItem> | null;
  return typeof o === 'object' && o !== null && Number.isInteger(o.id) && typeof o.title === 'string' && typeof o.type === 'string' && typeof o.section === 'string';
};

/** The storage of this tab, or none where there is none (a private mode that refuses it, a server render). */
export function tabStorage(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function keepUnsaved(store: Store | null, kind: WizardKind, recordId: string | number, items: readonly CartItem[]): void {
  try {
    store?.setItem(keyOf(kind, recordId), JSON.stringify(items));
  } catch {
    // a full storage only loses the convenience: the server still holds the last saved step
  }
}

/** The unsaved cart of this record, or null (none, or not a cart: something else wrote the key). */
export function readUnsaved(store: Store | null, kind: WizardKind, recordId: string | number): CartItem[] | null {
  try {
    const raw = store?.getItem(keyOf(kind, recordId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isCartItem) ? parsed : null;
  } catch {
    return null;
  }
}

export function forgetUnsaved(store: Store | null, kind: WizardKind, recordId: string | number): void {
  try {
    store?.removeItem(keyOf(kind, recordId));
  } catch {
    // nothing to forget
  }
}
