/**
 * The six lead pages are one page configured by its address (`leads/<segment>`): which contacts it shows, or which
 * events, or the computed expired students; and what a contact added there gets as its source.
 */
import type { ContactSource, ListKind } from '@server/modules/contacts/contracts.ts';

export type LeadPage =
  | { segment: string; mode: 'contacts'; sources: readonly ContactSource[]; addSource: ContactSource | null }
  | { segment: string; mode: 'events'; kind: Exclude<ListKind, 'list' | 'trial-class'>; addSource: ContactSource }
  | { segment: string; mode: 'expired' };

export const LEAD_PAGES: readonly LeadPage[] = [
  // blog has no lead capture today: the page shows form leads and any contact recorded as from the blog
  { segment: 'online-and-blog', mode: 'contacts', sources: ['form', 'blog'], addSource: null },
  { segment: 'trial-class-student', mode: 'contacts', sources: ['trial-class'], addSource: 'trial-class' },
  { segment: 'expired-students', mode: 'expired' },
  { segment: 'seminars', mode: 'events', kind: 'seminar', addSource: 'seminar' },
  { segment: 'webinars', mode: 'events', kind: 'webinar', addSource: 'webinar' },
  { segment: 'workshop', mode: 'events', kind: 'workshop', addSource: 'workshop' },
];

/** The page of `leads/<segment>`; null for an address that is not one (the router never gives one). */
export function leadPageOf(pathname: string): LeadPage | null {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return LEAD_PAGES.find((p) => p.segment === segment) ?? null;
}
