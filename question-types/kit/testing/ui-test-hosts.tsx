// Hosts for a type's component tests (ui.test.tsx), the same for every type: the host page's role played in a few
// lines (the response or the content and key held in state and printed), so each test file keeps only its own steps
// and assertions. Test-only: nothing in the app imports this file.
import { cleanup, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initTestI18n } from '../../../src/kernel/i18n/test-i18n';
import type { ItemIssue, QuestionTypeDefinition } from '../define-question-type.ts';
import type { DeliveryMode, EditorProps, PlayerProps } from '../ui-contract.ts';

/** Media paths made absolute, so a test can tell the type passed its path through mediaUrl. */
export const testMediaUrl = (path: string) => `http://media${path}`;

/** An upload that answers at once with the path the server would store the file at. */
const instantUpload = async (file: File, folder: string) => `/files/${folder}/${file.name}`;

/**
 * Registers the hooks of an audio type's component tests: i18n, a silent HTMLMediaElement.play (happy-dom cannot
 * play), and cleanup between tests. Call it once at the top of the file. `clearSessionStorage`: each test starts
 * without the responses a previous one kept (the recorder and the response boxes keep theirs there).
 */
export function setupAudioUiTests({ clearSessionStorage = false }: { clearSessionStorage?: boolean } = {}): void {
  beforeAll(() => initTestI18n());
  beforeEach(() => {
    if (clearSessionStorage) sessionStorage.clear();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}

export interface UiTestType<C, K, R> {
  slug: string;
  def: QuestionTypeDefinition<C, K, R>;
  Player: ComponentType<PlayerProps<C, R>>;
  Editor: ComponentType<EditorProps<C, K>>;
  /** the content the PlayerHost shows (usually the first fixture item's) */
  content: C;
}

/**
 * The hosts of one type: `PlayerHost` prints the response in `data-testid="response"`; `EditorHost` feeds
 * validateItem's issues back and prints `{ c, k }` in `data-testid="state"` (read it with `stateOf()`); `field(name)`
 * finds an Editor control by its issue path.
 */
export function uiTestHosts<C, K, R>({ slug, def, Player, Editor, content }: UiTestType<C, K, R>) {
  function PlayerHost({ mode = 'practice', disabled }: { mode?: DeliveryMode; disabled?: boolean }) {
    const [response, setResponse] = useState<R>(def.emptyResponse(content));
    return (
      <>
        <Player content={content} response={response} onChange={setResponse} mode={mode} disabled={disabled} mediaUrl={testMediaUrl} />
        <output data-testid="response">{JSON.stringify(response)}</output>
      </>
    );
  }

  function EditorHost({ content = null, itemKey = null, upload = instantUpload }: { content?: C | null; itemKey?: K | null; upload?: EditorProps<C, K>['upload'] }) {
    const [state, setState] = useState<{ c: C | null; k: K | null }>({ c: content, k: itemKey });
    const issues: ItemIssue[] = state.c && state.k ? def.validateItem(state.c, state.k) : [];
    return (
      <>
        <Editor content={state.c} itemKey={state.k} onChange={(c, k) => setState({ c, k })} issues={issues} upload={upload} mediaUrl={testMediaUrl} />
        <output data-testid="state">{JSON.stringify(state)}</output>
      </>
    );
  }

  const stateOf = () => JSON.parse(screen.getByTestId('state').textContent!) as { c: C; k: K };
  const field = (name: string) => screen.getByTestId(`editor-${slug}`).querySelector(`[name="${name}"]`) as HTMLInputElement;

  return { PlayerHost, EditorHost, stateOf, field };
}
