// How `npm test` shares the browser journeys between the Playwright runs it starts side by side (test-all.ts). Pure.

/**
 * The spec files split into `n` lists of about equal running time: the longest first, each to the list with the
 * least so far. The times are tests/e2e/durations.json (seconds per file, from a run's report; a file not in it
 * counts 10 s): Playwright's own --shard splits by number of tests, which left one half twice as long as the other.
 */
export function splitSpecs(files: readonly string[], durations: Record<string, number>, n: number): string[][] {
  const lists = Array.from({ length: n }, () => ({ files: [] as string[], total: 0 }));
  const weight = (f: string) => durations[f] ?? 10;
  for (const f of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const least = lists.reduce((a, b) => (b.total < a.total ? b : a));
    least.files.push(f);
    least.total += weight(f);
  }
  return lists.map((l) => l.files.sort());
}
