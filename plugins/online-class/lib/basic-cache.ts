/**
 * The class information typed so far, kept in the browser under `class-basic-info` (docs/product-spec.md §3: "the
 * basic information is cached locally under a class-basic-info key") so that a closed tab or a failed first save does
 * not lose it. It belongs to one class (`id`, null before the first save) and is dropped once the class is published.
 * Pure over a Storage the caller gives (localStorage in the page, a Map-backed one in tests).
 */
import type { ClassDraft } from './draft';

export const BASIC_INFO_KEY = 'class-basic-info';
export const BASIC_FIELDS = ['title', 'description', 'thumbnail_path', 'level', 'ribbon', 'featured'] as const;
export type BasicInfo = Partial<Pick<ClassDraft, (typeof BASIC_FIELDS)[number]>>;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function writeBasicInfo(store: Store | undefined, id: string | number | null, d: Partial<ClassDraft>): void {
  if (!store) return;
  const data: BasicInfo = {};
  for (const f of BASIC_FIELDS) if (d[f] !== undefined) (data as Record<string, unknown>)[f] = d[f];
  try {
    store.setItem(BASIC_INFO_KEY, JSON.stringify({ id: id === null ? null : String(id), data }));
  } catch {
    // a full or refused storage only loses the local copy
  }
}

/** The cached basic information of this class (null id: a class not saved yet), or nothing. */
export function readBasicInfo(store: Store | undefined, id: string | number | null): BasicInfo | null {
  if (!store) return null;
  try {
    const raw = store.getItem(BASIC_INFO_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { id?: unknown; data?: unknown };
    if ((parsed.id ?? null) !== (id === null ? null : String(id)) || typeof parsed.data !== 'object' || parsed.data === null) return null;
    const out: BasicInfo = {};
    const data = parsed.data as Record<string, unknown>;
    if (typeof data.title === 'string') out.title = data.title;
    if (typeof data.description === 'string') out.description = data.description;
    if (typeof data.thumbnail_path === 'string' || data.thumbnail_path === null) out.thumbnail_path = data.thumbnail_path as string | null;
    if (data.level === 'beginner' || data.level === 'intermediate' || data.level === 'advanced') out.level = data.level;
    if (typeof data.ribbon === 'string' || data.ribbon === null) out.ribbon = data.ribbon as string | null;
    if (typeof data.featured === 'boolean') out.featured = data.featured;
    return out;
  } catch {
    return null;
  }
}

export function clearBasicInfo(store: Store | undefined): void {
  try {
    store?.removeItem(BASIC_INFO_KEY);
  } catch {
    // nothing to clear
  }
}
