import type { ItemIssue } from '../define-question-type.ts';

/** The messages of the issues at exactly `path`, joined for a field's error line (null when none). */
export function issueAt(issues: readonly ItemIssue[], path: string): string | null {
  const hits = issues.filter((i) => i.path === path).map((i) => i.message);
  return hits.length > 0 ? hits.join(' ') : null;
}

/** The messages of the issues at `path` or below it (`content.options` also takes `content.options.2.text`). */
export function issuesUnder(issues: readonly ItemIssue[], path: string): string[] {
  return issues.filter((i) => i.path === path || i.path.startsWith(`${path}.`)).map((i) => i.message);
}
