import { useId } from 'react';
import type { PlayerProps } from '../kit/ui-contract.ts';
import { AudioPrompt } from '../kit/ui/audio-prompt.tsx';
import { PassageWithBlanks, parseBlanks } from '../kit/ui/passage-with-blanks.tsx';
import def from './definition.ts';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The recording (7 s countdown, once in a test), then the transcript with a text box in each blank. */
export default function Player({ content, response, onChange, mode, disabled, mediaUrl }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  const passageId = useId();
  const segments = parseBlanks(content.transcript);
  const gaps = response?.gaps ?? [];
  const setGap = (g: number, value: string) => {
    const count = Math.max(gaps.length, g + 1);
    const next = Array.from({ length: count }, (_, i) => gaps[i] ?? '');
    next[g] = value;
    onChange({ gaps: next });
  };
  return (
    <div data-testid="player-listening-fill-in-the-blanks" className="flex flex-col gap-5">
      <p className="text-sm text-muted">{t('instruction')}</p>
      <AudioPrompt src={mediaUrl(content.audio)} preAudioSec={def.timing.preAudioSec ?? 7} maxPlays={mode === 'test' ? (def.timing.audioPlays ?? 1) : null} />
      <section aria-labelledby={passageId} className="rounded-md border border-line bg-surface p-4">
        <h3 id={passageId} className="sr-only">
          {t('player.passage')}
        </h3>
        <PassageWithBlanks
          segments={segments}
          renderGap={(g) => (
            <input
              type="text"
              name={`gap-${g + 1}`}
              data-testid={`gap-${g + 1}`}
              aria-label={t('player.gap', { n: g + 1 })}
              value={gaps[g] ?? ''}
              disabled={disabled}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              onChange={(e) => setGap(g, e.target.value)}
              className="mx-1 inline-block w-36 rounded-md border border-line bg-surface px-2 py-1 align-baseline text-base leading-6 text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 disabled:bg-canvas"
            />
          )}
        />
      </section>
    </div>
  );
}
