/**
 * The help centre's addresses (docs/routes.md): the reader pages of the student, teacher and admin portals (the spec's
 * paths: the student's first page is `how-to-use`, the others' `how-to-use-this-portal`) and the editor pages of the
 * master, the coaching owner and the admin. Pure.
 */
import type { HelpPortal, HelpTopic, SearchHit } from '@server/modules/help/contracts.ts';

export const HELP_PORTALS: readonly HelpPortal[] = ['student', 'teacher', 'admin'];
export const HELP_TOPICS: readonly HelpTopic[] = ['how-to-use', 'material', 'registration-process'];

/** the tabs of a reader's help, in menu order */
export const READER_TABS = ['how-to-use', 'faq', 'blog', 'material', 'registration-process'] as const;
export type ReaderTab = (typeof READER_TABS)[number];
/** what an editor edits: an article topic or the FAQ */
export type EditTopic = HelpTopic | 'faq';
export const EDIT_TOPICS: readonly EditTopic[] = ['how-to-use', 'material', 'registration-process', 'faq'];
/** portals with an editor page */
export type EditorPortal = 'master' | 'coaching-owner' | 'admin';

/** a reader tab's last path segment */
export function segmentOf(portal: HelpPortal, tab: ReaderTab): string {
  return tab === 'how-to-use' && portal !== 'student' ? 'how-to-use-this-portal' : tab;
}

/** the tab of a reader path's last segment, or null */
export function tabOf(portal: HelpPortal, segment: string): ReaderTab | null {
  return READER_TABS.find((tab) => segmentOf(portal, tab) === segment) ?? null;
}

export const readerPath = (portal: HelpPortal, tab: ReaderTab) => `/${portal}/help/${segmentOf(portal, tab)}`;

/** the reader's portal and tab of an address such as /teacher/help/faq, or null */
export function readerOf(pathname: string): { portal: HelpPortal; tab: ReaderTab } | null {
  const [, portal, help, segment] = pathname.split(/[?#]/)[0]!.split('/');
  if (help !== 'help' || !HELP_PORTALS.includes(portal as HelpPortal) || !segment) return null;
  const tab = tabOf(portal as HelpPortal, segment);
  return tab ? { portal: portal as HelpPortal, tab } : null;
}

/** an editor page: `/{editor}/help/edit/{portal}/{topic}` */
export const editorPath = (editor: EditorPortal, portal: HelpPortal, topic: EditTopic) => `/${editor}/help/edit/${portal}/${topic}`;

/** an editor route's parameters, checked (defaults: the student's how-to-use page) */
export function editorParams(portal: string | undefined, topic: string | undefined): { portal: HelpPortal; topic: EditTopic } {
  return {
    portal: HELP_PORTALS.includes(portal as HelpPortal) ? (portal as HelpPortal) : 'student',
    topic: EDIT_TOPICS.includes(topic as EditTopic) ? (topic as EditTopic) : 'how-to-use',
  };
}

/** where a search hit opens: the article's page, or the FAQ with the entry open */
export function hitPath(hit: Pick<SearchHit, 'portal' | 'topic' | 'faq_id'>): string {
  if (hit.topic === 'faq') return `${readerPath(hit.portal, 'faq')}${hit.faq_id ? `?open=${hit.faq_id}#faq-${hit.faq_id}` : ''}`;
  return readerPath(hit.portal, hit.topic);
}
