/**
 * What a question type's lazy UI modules export (player.tsx, editor.tsx, review.tsx — each a default export),
 * and what the pages that host them pass in. Client only.
 */
import { lazy, type FunctionComponent } from 'react';
import { preloadable, type LazyModule } from '@kernel/lazy/preloadable';
import type { ItemIssue, ScoreResult } from './define-question-type.ts';

export type DeliveryMode = 'practice' | 'test' | 'preview';

export interface PlayerProps<C = unknown, R = unknown> {
  content: C;
  response: R;
  onChange(response: R): void;
  mode: DeliveryMode;
  /** the item is submitted or time is up: inputs are read-only */
  disabled?: boolean;
  /** absolute URL for a stored media path (`/files/...`) */
  mediaUrl(path: string): string;
  /**
   * Uploads a file the student made (a speaking recording: POST common/upload-file) and answers its stored path;
   * reports progress 0..1. Optional: without it a speaking player keeps the recording in the browser only and
   * stores just its measures in the response.
   */
  upload?(file: File, folder: string, onProgress?: (fraction: number) => void): Promise<string>;
  /**
   * The player's response is final — e.g. the recorder stopped; a test may move on. Called after the onChange that
   * hands over that response (a speaking player: once the recording is uploaded, or measured when there is no
   * `upload`). In practice a new attempt (record again) calls it again. Optional; most players never call it.
   */
  onComplete?: () => void;
  /**
   * The player holds a response it has not handed over yet: true while a speaking player records, or uploads a
   * finished recording; false again once that response went through onChange (or the upload failed: the student may
   * retry it or move on). A test page waits for it instead of moving on, see `finishRequest`. Optional.
   */
  onBusyChange?: (busy: boolean) => void;
  /**
   * A counter the host bumps to ask the player to finish now (the student pressed Next while busy): a speaking player
   * stops a running recording as if its time had run out, then hands it over the usual way (upload, onChange,
   * onComplete). Only a change counts, not the value the player mounts with; a player with nothing running ignores it.
   */
  finishRequest?: number;
}

export interface EditorProps<C = unknown, K = unknown> {
  /** null while creating */
  content: C | null;
  itemKey: K | null;
  onChange(content: C | null, key: K | null): void;
  /** issues from validateItem and from the server's 422, by path ("content.gaps.2", "key.order") */
  issues: ItemIssue[];
  /** uploads a file (POST common/upload-file) and answers its stored path; reports progress 0..1 */
  upload(file: File, folder: string, onProgress?: (fraction: number) => void): Promise<string>;
  mediaUrl(path: string): string;
}

export interface ReviewProps<C = unknown, K = unknown, R = unknown> {
  content: C;
  itemKey: K;
  response: R;
  result: ScoreResult;
  mediaUrl(path: string): string;
}

/**
 * A type's three components, typed with its own content, key and response (what its ui.ts exports). Function
 * components (what `lazy` gives), so that a registry can hold them with their props erased.
 */
export interface TypedQuestionTypeUi<C, K, R> {
  Player: FunctionComponent<PlayerProps<C, R>>;
  Editor: FunctionComponent<EditorProps<C, K>>;
  Review: FunctionComponent<ReviewProps<C, K, R>>;
  /**
   * Loads the Player's chunk before it renders (an item page opened from the address bar); once it has arrived the
   * Player renders without suspending, so a page that waits for it never shows its frame around a spinner.
   */
  preloadPlayer?: () => Promise<unknown>;
  /** Whether the Player's chunk has arrived. */
  playerLoaded?: () => boolean;
}

/**
 * The same with the type parameters erased: what a host page gets from `ui-registry.ts` for any slug. The host
 * hands it payloads it parsed with that slug's schemas, which is what makes the erasure sound.
 */
export type QuestionTypeUi = TypedQuestionTypeUi<unknown, unknown, unknown>;

/**
 * A type's ui.ts: its Player, Editor and Review, each loaded on first render from its own chunk (a student's page
 * loads the player only, never the editor or TipTap). The type parameters check each component against the type's
 * schemas, so no cast is needed here; `ui-registry.ts` erases them in one place.
 *
 * @example
 *   export default defineQuestionTypeUi<Content, Key, Response>({
 *     player: () => import('./player.tsx'),
 *     editor: () => import('./editor.tsx'),
 *     review: () => import('./review.tsx'),
 *   });
 */
export function defineQuestionTypeUi<C, K, R>(modules: {
  player: LazyModule<PlayerProps<C, R>>;
  editor: LazyModule<EditorProps<C, K>>;
  review: LazyModule<ReviewProps<C, K, R>>;
}): TypedQuestionTypeUi<C, K, R> {
  // the Player can be loaded ahead (an item page opened from the address bar) and then renders without suspending
  const player = preloadable(modules.player);
  return { Player: player.Component, Editor: lazy(modules.editor), Review: lazy(modules.review), preloadPlayer: player.preload, playerLoaded: player.loaded };
}
