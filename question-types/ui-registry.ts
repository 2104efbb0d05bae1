/**
 * Client only: slug -> the type's lazy UI module (ui.ts), one line per type between the markers, written by
 * `npm run new:question-type`. Each ui.ts lazy-loads its Player, Editor and Review separately, so a student's
 * page loads only that type's player chunk (never TipTap or an editor).
 *
 * @example
 *   const ui = await loadQuestionTypeUi('reorder-paragraphs');
 *   <Suspense fallback={<Spinner />}><ui.Player content={content} response={r} onChange={setR} mode="practice" mediaUrl={mediaUrl} /></Suspense>
 */
import { useEffect, useState } from 'react';
import type { QuestionTypeUi } from './kit/ui-contract.ts';

/**
 * A ui.ts module as the registry sees it: `export default defineQuestionTypeUi<Content, Key, Response>(...)`, three
 * components whose props it no longer knows. A parameter of `never` accepts every type's typed components, so each
 * line below is checked to be a real UI module without naming its type.
 */
export type QuestionTypeUiModule = { default: { [Part in keyof QuestionTypeUi]: (props: never) => unknown } };
export type QuestionTypeUiLoader = () => Promise<QuestionTypeUiModule>;

export const QUESTION_TYPE_UIS: Readonly<Record<string, QuestionTypeUiLoader>> = {
  // <question-types> one line per type; written by `npm run new:question-type`
  'read-aloud': () => import('./read-aloud/ui.ts'),
  'repeat-sentence': () => import('./repeat-sentence/ui.ts'),
  'describe-image': () => import('./describe-image/ui.ts'),
  'retell-lecture': () => import('./retell-lecture/ui.ts'),
  'answer-short-question': () => import('./answer-short-question/ui.ts'),
  'respond-to-a-situation': () => import('./respond-to-a-situation/ui.ts'),
  'summarize-group-discussion': () => import('./summarize-group-discussion/ui.ts'),
  'summarize-written-text': () => import('./summarize-written-text/ui.ts'),
  'write-essay': () => import('./write-essay/ui.ts'),
  'reading-writing-fill-in-the-blanks': () => import('./reading-writing-fill-in-the-blanks/ui.ts'),
  'reading-multiple-choice-multiple': () => import('./reading-multiple-choice-multiple/ui.ts'),
  'reorder-paragraphs': () => import('./reorder-paragraphs/ui.ts'),
  'reading-fill-in-the-blanks': () => import('./reading-fill-in-the-blanks/ui.ts'),
  'reading-multiple-choice-single': () => import('./reading-multiple-choice-single/ui.ts'),
  'summarize-spoken-text': () => import('./summarize-spoken-text/ui.ts'),
  'listening-multiple-choice-multiple': () => import('./listening-multiple-choice-multiple/ui.ts'),
  'listening-fill-in-the-blanks': () => import('./listening-fill-in-the-blanks/ui.ts'),
  'highlight-correct-summary': () => import('./highlight-correct-summary/ui.ts'),
  'listening-multiple-choice-single': () => import('./listening-multiple-choice-single/ui.ts'),
  'select-missing-word': () => import('./select-missing-word/ui.ts'),
  'highlight-incorrect-words': () => import('./highlight-incorrect-words/ui.ts'),
  'write-from-dictation': () => import('./write-from-dictation/ui.ts'),
  // </question-types>
};

const loaded = new Map<string, QuestionTypeUi>();

/** The UI of a slug; rejects for an unknown slug or a module without the three components. */
export async function loadQuestionTypeUi(slug: string): Promise<QuestionTypeUi> {
  const hit = loaded.get(slug);
  if (hit) return hit;
  const load = QUESTION_TYPE_UIS[slug];
  if (!load) throw new Error(`no UI registered for question type "${slug}"`);
  const mod = await load();
  // The one place the type parameters are erased: a host renders these components only with payloads it parsed
  // with the schemas of the same slug (or its own editor's output), so the content, key and response fit.
  const ui = mod.default as QuestionTypeUi;
  if (!ui?.Player || !ui.Editor || !ui.Review) throw new Error(`question type "${slug}": ui.ts must export Player, Editor and Review`);
  loaded.set(slug, ui);
  return ui;
}

export type UiState = { status: 'loading' } | { status: 'ready'; ui: QuestionTypeUi } | { status: 'error'; error: Error };

/**
 * Loads a type's UI module for a page; `slug` null waits. With `player`, ready only once the Player's own chunk has
 * arrived too, so a page that shows an item renders it whole instead of a frame around a spinner.
 */
export function useQuestionTypeUi(slug: string | null | undefined, { player = false }: { player?: boolean } = {}): UiState {
  const [state, setState] = useState<{ slug: string | null; value: UiState }>({ slug: null, value: { status: 'loading' } });
  useEffect(() => {
    if (!slug) return;
    let live = true;
    loadQuestionTypeUi(slug)
      .then(async (ui) => {
        if (player) await ui.preloadPlayer?.();
        return ui;
      })
      .then(
        (ui) => live && setState({ slug, value: { status: 'ready', ui } }),
        (e: unknown) => live && setState({ slug, value: { status: 'error', error: e instanceof Error ? e : new Error(String(e)) } }),
      );
    return () => {
      live = false;
    };
  }, [slug, player]);
  if (!slug || state.slug !== slug) {
    const hit = slug ? loaded.get(slug) : undefined;
    return hit && (!player || hit.playerLoaded?.() !== false) ? { status: 'ready', ui: hit } : { status: 'loading' };
  }
  return state.value;
}

/** Absolute URL of a stored media path (`/files/...`, served by the API server on the same origin). */
export function mediaUrl(path: string): string {
  if (!path) return '';
  if (/^(https?:|blob:|data:)/.test(path)) return path;
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * `mediaUrl` for a Review of an answer with a private recording: the recording maps to the object URL it was
 * fetched into (an <audio> cannot send the token), everything else to the usual path.
 */
export function mediaUrlWith(recording: string | null, blobUrl: string | null) {
  return (path: string) => (recording && path === recording ? (blobUrl ?? '') : mediaUrl(path));
}
