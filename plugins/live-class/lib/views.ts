/** Which live-class page an address is: the portal (student or teacher) and the view, from the path. */
export type LivePortal = 'student' | 'teacher';
export type LivePage = 'now-playing' | 'next-live' | 'schedule' | 'list';

export const LIVE_PAGES: readonly LivePage[] = ['now-playing', 'next-live', 'schedule', 'list'];

export function livePathOf(portal: LivePortal, page: LivePage): string {
  return `/${portal}/live-class/${page === 'list' ? 'schedule/list' : page}`;
}

export function liveLocation(pathname: string): { portal: LivePortal; page: LivePage } {
  const portal: LivePortal = pathname.startsWith('/student/') ? 'student' : 'teacher';
  const page: LivePage = pathname.endsWith('/schedule/list') ? 'list' : pathname.endsWith('/schedule') ? 'schedule' : pathname.endsWith('/now-playing') ? 'now-playing' : 'next-live';
  return { portal, page };
}
