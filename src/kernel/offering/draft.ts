/**
 * The package/course wizard's draft (docs/product-spec.md §11): what the pages edit, how a step's fields become the
 * body of its save (POST first, PUT after) and how a stored record becomes a draft again (resume). Money is typed in
 * taka and stored in minor units: `parseMoney` / `moneyInputText` are the only conversions.
 */
import { moneyInputText, parseMoney } from '@kernel/money/format';
import type { OfferingKind, PackageDetail, PackageItem, PackageProperties } from './api';

export const OFFERING_STEPS = ['basic-information', 'type', 'adons', 'properties', 'duration-price', 'review', 'preview'] as const;
export type OfferingStep = (typeof OFFERING_STEPS)[number];
export type Delivery = 'BOTH' | 'BRANCH' | 'ONLINE';
export const DELIVERIES: readonly Delivery[] = ['ONLINE', 'BRANCH', 'BOTH'];
export const WEEK_DAYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface ScheduleRow {
  day: WeekDay;
  start: string;
  end: string;
}
export interface AddOnRow {
  name: string;
  /** the price as typed, in major units (taka) */
  price_text: string;
}

export interface OfferingDraft {
  kind: OfferingKind;
  name: string;
  description: string;
  delivery: Delivery;
  schedule: ScheduleRow[];
  trainer_ids: number[];
  branch_ids: number[];
  addons: AddOnRow[];
  properties: PackageProperties;
  items: PackageItem[];
  /** the duration as typed */
  duration_text: string;
  /** the price as typed, in major units */
  price_text: string;
  currency: string;
  status: PackageDetail['status'];
  /** the names the review and preview show (from the server) */
  trainer_names: string[];
  branch_names: string[];
}

/** The fields each step owns: a 422 on one of them shows at the field (server names and the draft's own). */
export const STEP_FIELDS: Record<OfferingStep, readonly string[]> = {
  'basic-information': ['name', 'description', 'kind'],
  type: ['delivery', 'schedule', 'trainer_ids', 'branch_ids'],
  adons: ['addons'],
  properties: ['properties', 'items'],
  'duration-price': ['duration_days', 'price_minor', 'duration_text', 'price_text'],
  review: [],
  preview: [],
};

export function emptyDraft(kind: OfferingKind): Partial<OfferingDraft> {
  return { kind, name: '', description: '', delivery: 'ONLINE', schedule: [], trainer_ids: [], branch_ids: [], addons: [], properties: {}, items: [], duration_text: '30', price_text: '' };
}

/** A whole number of days from the typed text, or null. */
export function parseDays(text: string | undefined): number | null {
  const t = (text ?? '').trim().replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d)));
  return /^\d{1,5}$/.test(t) ? Number(t) : null;
}

/** The body of a step's save: only that step's fields, so a save never overwrites what another step owns. */
export function bodyOf(step: string, d: Partial<OfferingDraft>): Record<string, unknown> {
  switch (step) {
    case 'basic-information':
      return { name: d.name ?? '', description: d.description ?? '' };
    case 'type':
      return d.kind === 'COURSE'
        ? { delivery: d.delivery ?? 'ONLINE', schedule: d.schedule ?? [], trainer_ids: d.trainer_ids ?? [], branch_ids: d.branch_ids ?? [] }
        : { delivery: d.delivery ?? 'ONLINE' };
    case 'adons':
      return { addons: (d.addons ?? []).map((a) => ({ name: a.name.trim(), price_minor: parseMoney(a.price_text) ?? -1 })) };
    case 'properties':
      return { properties: d.properties ?? {} };
    case 'duration-price':
      return { duration_days: parseDays(d.duration_text) ?? 0, price_minor: parseMoney(d.price_text ?? '') ?? -1 };
    default:
      return {};
  }
}

/** A stored package or course as the wizard edits it. */
export function toDraft(p: PackageDetail): Partial<OfferingDraft> {
  return {
    kind: p.kind,
    name: p.name,
    description: p.description,
    delivery: p.delivery,
    schedule: p.schedule.map((s) => ({ day: s.day, start: s.start, end: s.end })),
    trainer_ids: p.trainers.map((t) => t.id),
    branch_ids: p.branches.map((b) => b.id),
    trainer_names: p.trainers.map((t) => t.full_name),
    branch_names: p.branches.map((b) => b.name),
    addons: p.addons.map((a) => ({ name: a.name, price_text: moneyInputText(a.price_minor) })),
    properties: p.properties,
    items: p.items,
    duration_text: String(p.duration_days),
    price_text: p.visited.includes('duration-price') ? moneyInputText(p.price_minor) : '',
    currency: p.currency,
    status: p.status,
  };
}
