/**
 * The field an item issue is about, named by that field's own label, for a summary above the editor ("Passage: Write
 * the passage.", not a bare "This is required."). The editors name their fields by the issue paths (`name=
 * "content.passage"`, `content.options.2.text`), so the label is read from the editor's DOM and no type has to list
 * its labels twice.
 */

/** An element's text as a screen reader reads it: without the parts hidden from it (a required field's "*"). */
function spokenText(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function labelOf(el: Element): string | null {
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => el.ownerDocument.getElementById(id))
      .filter((x): x is HTMLElement => x !== null)
      .map(spokenText)
      .join(' ');
    if (text) return text;
  }
  const labels = (el as HTMLInputElement).labels;
  if (labels && labels.length > 0) {
    const text = spokenText(labels[0]!);
    if (text) return text;
  }
  return el.getAttribute('aria-label')?.trim() || null;
}

const byName = (root: ParentNode, name: string) => root.querySelector(`[name="${name.replace(/["\\]/g, '')}"]`);

/**
 * The label of the field at `path` inside `root` (the editor), or of the nearest field above it (`content.gaps.2.text`
 * falls back to `content.gaps.2`); for a list (`content.options`) the legend of the group its fields sit in. Null when
 * the path names the item as a whole (`content`, `key`) or no field of the editor carries it.
 *
 * @example
 *   issueFieldLabel(editor, 'content.passage') // "Passage"
 */
export function issueFieldLabel(root: ParentNode, path: string): string | null {
  const parts = path.split('.');
  for (let n = parts.length; n >= 2; n -= 1) {
    const el = byName(root, parts.slice(0, n).join('.'));
    const label = el && labelOf(el);
    if (label) return label;
  }
  const inside = root.querySelector(`[name^="${path.replace(/["\\]/g, '')}."]`);
  const legend = inside?.closest('fieldset')?.querySelector('legend');
  return legend ? spokenText(legend) || null : null;
}
