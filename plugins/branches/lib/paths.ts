/**
 * What a page shows is read from its own address: one component serves the admin's page and the master's (a centre
 * picker remembered as `?centre=`), and one section editor serves the four branch-creation section pages.
 */

export type Section = 'contract' | 'support' | 'addons' | 'payment';
export type MessageScope = 'branch' | 'enrollment' | 'course';
export type CourseView = 'list' | 'contract' | 'addons';

export const isMasterPath = (pathname: string) => pathname.startsWith('/master/');

/** The master's chosen centre from `?centre=`, or undefined when none (or not a positive integer) is chosen. */
export function centreFromParams(params: URLSearchParams): number | undefined {
  const raw = params.get('centre') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
}

const SECTIONS: Record<string, Section> = { 'branch-contract': 'contract', support: 'support', 'branch-ad-ons': 'addons', payment: 'payment' };
const last = (pathname: string) => pathname.replace(/\/+$/, '').split('/').pop() ?? '';

export function sectionFromPath(pathname: string): Section {
  return SECTIONS[last(pathname)] ?? 'contract';
}

export function messageScopeFromPath(pathname: string): MessageScope {
  if (pathname.includes('/branch-creation/')) return 'branch';
  if (pathname.includes('/course-management/')) return 'course';
  return 'enrollment';
}

export function courseViewFromPath(pathname: string): CourseView {
  const l = last(pathname);
  return l === 'course-contract' ? 'contract' : l === 'course-ad-ons' ? 'addons' : 'list';
}

/** The master's three groups of pages under /master/branch-management, in menu order. */
export const MASTER_GROUPS = {
  'branch-creation': ['list-of-branch', 'branch-contract', 'support', 'branch-ad-ons', 'payment', 'communication'],
  'enrollment-management': ['enrollment-data', 'discount-or-promotion', 'due-and-collection', 'expired-student', 'communication'],
  'course-management': ['course-list', 'course-contract', 'course-ad-ons', 'course-comparison', 'faqs', 'communication'],
} as const;
export type MasterGroup = keyof typeof MASTER_GROUPS;

/** The group and page of a master address, or null elsewhere. */
export function masterPlace(pathname: string): { group: MasterGroup; page: string } | null {
  const m = /^\/master\/branch-management\/([a-z-]+)\/([a-z-]+)\/?$/.exec(pathname);
  if (!m || !(m[1]! in MASTER_GROUPS)) return null;
  return { group: m[1] as MasterGroup, page: m[2]! };
}
