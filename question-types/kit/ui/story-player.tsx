import { Suspense, useState, type ComponentType } from 'react';
import type { QuestionTypeDefinition } from '../define-question-type.ts';
import type { DeliveryMode, PlayerProps } from '../ui-contract.ts';
import { toneDataUrl } from './tone-wav.ts';

const tone = toneDataUrl(3);

/** Stories of audio players: every media path plays a 3-second tone generated in memory, so the status box runs. */
export function StoryPlayer<C, K, R>({ Player, def, content, itemKey, mode = 'practice' }: { Player: ComponentType<PlayerProps<C, R>>; def: QuestionTypeDefinition<C, K, R>; content: C; itemKey?: K; mode?: DeliveryMode }) {
  const [response, setResponse] = useState<R>(def.emptyResponse(content));
  const result = itemKey === undefined ? null : def.score({ content, key: itemKey, response });
  return (
    <Suspense fallback={null}>
      <Player content={content} response={response} onChange={setResponse} mode={mode} mediaUrl={() => tone} />
      {result && (
        <p className="mt-4 text-xs text-muted" data-testid="harness-score">
          {result.score} / {result.max}
        </p>
      )}
      <pre className="mt-2 text-xs text-muted">{JSON.stringify(response)}</pre>
    </Suspense>
  );
}
