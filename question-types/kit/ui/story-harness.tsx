import { Suspense, useState, type ComponentType } from 'react';
import type { ItemIssue, QuestionTypeDefinition } from '../define-question-type.ts';
import type { DeliveryMode, EditorProps, PlayerProps, ReviewProps } from '../ui-contract.ts';

/** Stories and tests: media paths as they are (seed files are served by the API server, data: URLs inline). */
export const storyMediaUrl = (path: string) => path;

/** Stories and tests: an upload that "finishes" at once and answers a made-up stored path. */
export async function fakeUpload(file: File, folder: string, onProgress?: (fraction: number) => void): Promise<string> {
  onProgress?.(1);
  return `/files/${folder}/${file.name}`;
}

/** A Player with its response held in state, plus the live score below it (practice feel in Storybook). */
export function PlayerHarness<C, K, R>({
  Player,
  def,
  content,
  itemKey,
  initial,
  mode = 'practice',
  disabled,
}: {
  Player: ComponentType<PlayerProps<C, R>>;
  def: QuestionTypeDefinition<C, K, R>;
  content: C;
  itemKey?: K;
  initial?: R;
  mode?: DeliveryMode;
  disabled?: boolean;
}) {
  const [response, setResponse] = useState<R>(initial ?? def.emptyResponse(content));
  const result = itemKey === undefined ? null : def.score({ content, key: itemKey, response });
  return (
    <Suspense fallback={null}>
      <Player content={content} response={response} onChange={setResponse} mode={mode} disabled={disabled} mediaUrl={storyMediaUrl} />
      {result && (
        <p className="mt-4 text-xs text-muted" data-testid="harness-score">
          {result.score} / {result.max}
          {result.needsHuman ? ' …' : ''}
        </p>
      )}
    </Suspense>
  );
}

/** An Editor with content and key in state and validateItem's issues fed back, as the host page does. */
export function EditorHarness<C, K, R>({ Editor, def, content, itemKey }: { Editor: ComponentType<EditorProps<C, K>>; def: QuestionTypeDefinition<C, K, R>; content: C | null; itemKey: K | null }) {
  const [state, setState] = useState<{ content: C | null; key: K | null }>({ content, key: itemKey });
  let issues: ItemIssue[] = [];
  if (state.content && state.key) {
    try {
      issues = def.validateItem(state.content, state.key);
    } catch {
      issues = [];
    }
  }
  return <Editor content={state.content} itemKey={state.key} onChange={(c, k) => setState({ content: c, key: k })} issues={issues} upload={fakeUpload} mediaUrl={storyMediaUrl} />;
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
