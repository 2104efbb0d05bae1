import { Suspense, useState, type ComponentType } from 'react';
import type { ItemIssue, QuestionFixtures, QuestionTypeDefinition } from '../define-question-type.ts';
import type { DeliveryMode, EditorProps, PlayerProps, ReviewProps } from '../ui-contract.ts';
import { toneDataUrl } from '../ui/tone-wav.ts';

/** Stories and tests: media paths as they are (seed files are served by the API server, data: URLs inline). */
export const storyMediaUrl = (path: string) => path;

let tone: string | undefined;
/**
 * Stories of audio players: every media path plays a 3-second tone made in memory, so the audio status box runs
 * without the API server. Made on first use: the tests that import this file never need it.
 */
export const toneMediaUrl = (_path: string) => (tone ??= toneDataUrl(3));

/** Stories and tests: an upload that "finishes" at once and answers a made-up stored path. */
export async function fakeUpload(file: File, folder: string, onProgress?: (fraction: number) => void): Promise<string> {
  onProgress?.(1);
  return `/files/${folder}/${file.name}`;
}

/**
 * A Player with its response held in state, plus the live score below it when given the key (practice feel in
 * Storybook), and the response itself when `showResponse` (what the host would submit).
 */
export function PlayerHarness<C, K, R>({
  Player,
  def,
  content,
  itemKey,
  initial,
  mode = 'practice',
  disabled,
  mediaUrl = storyMediaUrl,
  showResponse = false,
}: {
  Player: ComponentType<PlayerProps<C, R>>;
  def: QuestionTypeDefinition<C, K, R>;
  content: C;
  itemKey?: K;
  initial?: R;
  mode?: DeliveryMode;
  disabled?: boolean;
  mediaUrl?: (path: string) => string;
  showResponse?: boolean;
}) {
  const [response, setResponse] = useState<R>(initial ?? def.emptyResponse(content));
  const result = itemKey === undefined ? null : def.score({ content, key: itemKey, response });
  return (
    <Suspense fallback={null}>
      <Player content={content} response={response} onChange={setResponse} mode={mode} disabled={disabled} mediaUrl={mediaUrl} />
      {result && (
        <p className="mt-4 text-xs text-muted" data-testid="harness-score">
          {result.score} / {result.max}
          {result.needsHuman ? ' …' : ''}
        </p>
      )}
      {showResponse && <pre className="mt-2 text-xs text-muted">{JSON.stringify(response)}</pre>}
    </Suspense>
  );
}

/**
 * An Editor with content and key in state and validateItem's issues fed back, as the host page does; with
 * `showState`, the content and key below it (what the host would save).
 */
export function EditorHarness<C, K, R>({
  Editor,
  def,
  content,
  itemKey,
  showState = false,
}: {
  Editor: ComponentType<EditorProps<C, K>>;
  def: QuestionTypeDefinition<C, K, R>;
  content: C | null;
  itemKey: K | null;
  showState?: boolean;
}) {
  const [state, setState] = useState<{ content: C | null; key: K | null }>({ content, key: itemKey });
  let issues: ItemIssue[] = [];
  if (state.content && state.key) {
    try {
      issues = def.validateItem(state.content, state.key);
    } catch {
      issues = [];
    }
  }
  return (
    <>
      <Editor content={state.content} itemKey={state.key} onChange={(c, k) => setState({ content: c, key: k })} issues={issues} upload={fakeUpload} mediaUrl={storyMediaUrl} />
      {showState && <pre className="mt-2 text-xs text-muted">{JSON.stringify(state, null, 1)}</pre>}
    </>
  );
}

/** A Review of a response scored by the type itself (with optional trainer evidence). */
export function ReviewHarness<C, K, R>({
  Review,
  def,
  content,
  itemKey,
  response,
  evidence,
}: {
  Review: ComponentType<ReviewProps<C, K, R>>;
  def: QuestionTypeDefinition<C, K, R>;
  content: C;
  itemKey: K;
  response: R;
  evidence?: Parameters<QuestionTypeDefinition<C, K, R>['score']>[0]['evidence'];
}) {
  const result = def.score({ content, key: itemKey, response, evidence });
  return <Review content={content} itemKey={itemKey} response={response} result={result} mediaUrl={storyMediaUrl} />;
}

/** A type's pieces, as its stories file imports them. */
export interface StoryType<C, K, R> {
  def: QuestionTypeDefinition<C, K, R>;
  fixtures: QuestionFixtures<C, K, R>;
  Player: ComponentType<PlayerProps<C, R>>;
  Editor: ComponentType<EditorProps<C, K>>;
  Review: ComponentType<ReviewProps<C, K, R>>;
}

/**
 * The standard stories of a type, on its fixtures by index, so each stories file lists only which ones it shows.
 * `playerMediaUrl`: `toneMediaUrl` for listening types, whose Player must play something in Storybook (the seed
 * recordings are not there); the Editor and the Review keep the paths as they are.
 */
export function fixtureStories<C, K, R>({ def, fixtures, Player, Editor, Review }: StoryType<C, K, R>, playerMediaUrl = storyMediaUrl) {
  const itemAt = (i: number) => fixtures.items[i]!;
  return {
    /** Item `item` in the Player with the response shown; `scored` adds the live score (it needs the key). */
    player: (item: number, options: { mode?: DeliveryMode; disabled?: boolean; scored?: boolean } = {}) => (
      <PlayerHarness Player={Player} def={def} content={itemAt(item).content} itemKey={options.scored ? itemAt(item).key : undefined} mode={options.mode} disabled={options.disabled} mediaUrl={playerMediaUrl} showResponse />
    ),
    /** Item `item` in the Editor, or a new item (null). */
    editor: (item: number | null) => (
      <EditorHarness Editor={Editor} def={def} content={item === null ? null : itemAt(item).content} itemKey={item === null ? null : itemAt(item).key} showState />
    ),
    /** Graded response `response` of the fixtures in the Review, against its item. */
    review: (response: number) => {
      const graded = fixtures.responses[response]!;
      const { content, key } = itemAt(graded.item);
      return <ReviewHarness Review={Review} def={def} content={content} itemKey={key} response={graded.response} />;
    },
    /** Item `item` in the Review with nothing answered. */
    reviewEmpty: (item: number) => {
      const { content, key } = itemAt(item);
      return <ReviewHarness Review={Review} def={def} content={content} itemKey={key} response={def.emptyResponse(content)} />;
    },
  };
}
