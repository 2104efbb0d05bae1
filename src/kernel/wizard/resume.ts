/**
 * Where a wizard reopens after a reload or on another device (docs/product-spec.md §4): pure rules over the step
 * list, the steps the server holds as saved, and the step the address names.
 */

/** The saved steps in step order: the server's list, or every step up to the one it was left at. */
export function visitedOf(steps: readonly string[], saved: string | null | undefined, visited: readonly string[] | null | undefined): string[] {
  if (visited && visited.length > 0) return steps.filter((s) => visited.includes(s));
  const at = saved ? steps.indexOf(saved) : -1;
  return at < 0 ? [] : steps.slice(0, at + 1);
}

/**
 * The step a reload opens: the one in the address when it can be reached (a saved step, or the one right after the
 * last saved), else the step after the last saved one (the last step when everything is saved).
 */
export function resumeStep(steps: readonly string[], urlStep: string | undefined, visited: readonly string[]): string {
  const last = Math.max(-1, ...visited.map((s) => steps.indexOf(s)));
  if (urlStep !== undefined && steps.includes(urlStep)) {
    const i = steps.indexOf(urlStep);
    if (visited.includes(urlStep) || i === last + 1) return urlStep;
  }
  return steps[Math.min(last + 1, steps.length - 1)] as string;
}
