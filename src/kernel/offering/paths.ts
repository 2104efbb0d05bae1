/**
 * Where each kind's pages live (docs/product-spec.md §2): the list, the wizard's
 * steps and the properties' sub-pages. The package's one-to-one page is spelt `one-one-apointment` on purpose.
 */
import type { RecordId } from '@machines/wizard.machine';
import type { OfferingKind } from './api';

export const PROPERTY_KEYS = ['pte_practice', 'practice_test', 'mock_test', 'quiz', 'materials', 'live_class', 'webinars', 'one_to_one_appointment'] as const;
export type PropertyKey = (typeof PROPERTY_KEYS)[number];

export interface OfferingPaths {
  kind: OfferingKind;
  list: string;
  step: (step: string, id: RecordId | null) => string;
  property: (key: PropertyKey, id: RecordId | null) => string;
  /** the sub-page's URL segment -> the part of `properties` it edits */
  keyOfSlug: (slug: string) => PropertyKey | null;
}

const withId = (path: string, id: RecordId | null) => (id === null ? path : `${path}?id=${encodeURIComponent(String(id))}`);

function paths(kind: OfferingKind, list: string, stepBase: string, propertyBase: string, oneToOne: string): OfferingPaths {
  const slugs: Record<PropertyKey, string> = {
    pte_practice: 'pte-practice',
    practice_test: 'practice-test',
    mock_test: 'mock-test',
    quiz: 'quiz',
    materials: 'materials',
    live_class: 'live-class',
    webinars: 'webinars',
    one_to_one_appointment: oneToOne,
  };
  return {
    kind,
    list,
    step: (step, id) => withId(`${stepBase}/${step}`, id),
    property: (key, id) => withId(`${propertyBase}/${slugs[key]}`, id),
    keyOfSlug: (slug) => (Object.entries(slugs).find(([, s]) => s === slug)?.[0] as PropertyKey | undefined) ?? null,
  };
}

export const PACKAGE_PATHS = paths('PACKAGE', '/package', '/package/create', '/package/create/properties', 'one-one-apointment');
export const COURSE_PATHS = paths('COURSE', '/courses', '/course', '/course/properties', 'one-to-one-appointment');
export const pathsOf = (kind: OfferingKind) => (kind === 'PACKAGE' ? PACKAGE_PATHS : COURSE_PATHS);
