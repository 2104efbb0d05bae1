// Pure rules of the toolkit (no I/O): which explanation or sample answer a student's review shows, and whether an
// iframe marker's address may be embedded. README.md explains both.

/** Hosts an iframe marker may point at (https only). Changing the list is a code change, on purpose: an embed runs
 * someone else's page inside the exam player. A marker may use the host itself or any sub-domain of it. */
export const IFRAME_ALLOWED_HOSTS = ['youtube.com', 'youtube-nocookie.com', 'player.vimeo.com', 'docs.google.com', 'forms.office.com', 'h5p.org', 'wordwall.net', 'quizlet.com'] as const;

/** Why an address cannot be an iframe marker, or null when it can. */
export function iframeUrlProblem(raw: string, allowed: readonly string[] = IFRAME_ALLOWED_HOSTS): string | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return 'Enter a full address starting with https://.';
  }
  if (u.protocol !== 'https:') return 'Only https:// addresses can be embedded.';
  if (u.username || u.password) return 'An embedded address may not carry a user name or password.';
  const host = u.hostname.toLowerCase();
  const ok = allowed.some((h) => host === h || host.endsWith(`.${h}`));
  return ok ? null : `Only these sites can be embedded: ${allowed.join(', ')}.`;
}

/** The lines of a plain text that are only an address (the candidates for an embed). */
export function addressLines(text: string): string[] {
  return [...new Set(text.split('\n').map((l) => l.trim()).filter((l) => /^https:\/\/\S+$/i.test(l)))];
}

/**
 * Whether `raw` may be shown in a frame: an address an iframe marker could hold (iframeUrlProblem) on the same
 * origin as one of the `markers` (the active ones) and at or below its path. A marker `https://www.youtube.com/embed/`
 * lets every video of that path be embedded; `https://wordwall.net/embed/abc` that one activity only.
 *
 * @example embeddable('https://www.youtube.com/embed/xyz', ['https://www.youtube.com/embed/']) // true
 */
export function embeddable(raw: string, markers: readonly string[], allowed: readonly string[] = IFRAME_ALLOWED_HOSTS): boolean {
  if (iframeUrlProblem(raw, allowed) !== null) return false;
  const u = new URL(raw);
  return markers.some((m) => {
    let mu: URL;
    try {
      mu = new URL(m);
    } catch {
      return false;
    }
    if (iframeUrlProblem(m, allowed) !== null || mu.origin !== u.origin) return false;
    const base = mu.pathname.endsWith('/') ? mu.pathname : `${mu.pathname}/`;
    return u.pathname === mu.pathname || mu.pathname === '/' || u.pathname.startsWith(base);
  });
}

export interface AidCandidate {
  id: number;
  organizationId: number | null;
  questionId: number | null;
  status: 'active' | 'inactive';
  isDefault: boolean;
}

/**
 * The explanation (or sample answer) a student of `centreId` sees for a question: an active default, the most
 * specific first: the centre's own for the item, the master's for the item, the centre's for the item's type, the
 * master's for the type. Null when none is set (an active row that is not the default is not picked: the author
 * chose what students see).
 *
 * @example pickDefault([{ id: 1, organizationId: null, questionId: 5, status: 'active', isDefault: true }], 7, 5) // id 1
 */
export function pickDefault<T extends AidCandidate>(rows: readonly T[], centreId: number | null, questionId: number): T | null {
  const live = rows.filter((r) => r.isDefault && r.status === 'active');
  const order: Array<(r: T) => boolean> = [
    (r) => centreId !== null && r.organizationId === centreId && r.questionId === questionId,
    (r) => r.organizationId === null && r.questionId === questionId,
    (r) => centreId !== null && r.organizationId === centreId && r.questionId === null,
    (r) => r.organizationId === null && r.questionId === null,
  ];
  for (const test of order) {
    const hit = live.find(test);
    if (hit) return hit;
  }
  return null;
}
