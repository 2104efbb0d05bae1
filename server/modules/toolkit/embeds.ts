/**
 * Which addresses of a text may be framed: a line that is only an https address matching one of the master's active
 * iframe markers (rules.ts embeddable). The answer lists them beside the text (`embeds`); the client frames those, in
 * a sandbox, and shows any other address as a link. Used by study guides and by the explanations and sample answers
 * of a review.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { iframeMarkers } from '../../db/schema.ts';
import { addressLines, embeddable } from './rules.ts';

/** A function from a text to its embeddable addresses; the active markers are read once (none read when no text has an address). */
export async function embedsFor(tx: Tx, texts: readonly string[]): Promise<(text: string) => string[]> {
  if (!texts.some((t) => addressLines(t).length > 0)) return () => [];
  const markers = (await tx.select({ url: iframeMarkers.url }).from(iframeMarkers).where(eq(iframeMarkers.status, 'active'))).map((m) => m.url);
  if (markers.length === 0) return () => [];
  return (text) => addressLines(text).filter((a) => embeddable(a, markers));
}
