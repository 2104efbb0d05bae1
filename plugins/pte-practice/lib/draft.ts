/** A response in progress survives a reload (UI.md): kept per item in sessionStorage until it is submitted. */
const keyOf = (id: string | number) => `pte-practice:draft:${id}`;

export function readDraft(id: string | number): unknown {
  try {
    const raw = sessionStorage.getItem(keyOf(id));
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function writeDraft(id: string | number, response: unknown): void {
  try {
    sessionStorage.setItem(keyOf(id), JSON.stringify(response));
  } catch {
    /* storage full or unavailable: the draft lasts for the page only */
  }
}

export function clearDraft(id: string | number): void {
  try {
    sessionStorage.removeItem(keyOf(id));
  } catch {
    /* nothing kept */
  }
}
