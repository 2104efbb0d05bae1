import type { PlayerProps } from '../kit/ui-contract.ts';
import { AudioPrompt } from '../kit/ui/audio-prompt.tsx';
import { WordHighlighter } from '../kit/ui/word-highlighter.tsx';
import def from './definition.ts';
import { useTypeTranslation } from './i18n.ts';
import { transcriptWords, type Content, type Response } from './schema.ts';

/** The audio status box above the transcript; each word toggles (positions, so a repeated word is two targets). */
export default function Player({ content, response, onChange, disabled, mode, mediaUrl }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  const selected = response?.selected ?? [];
  const toggle = (i: number) => onChange({ selected: selected.includes(i) ? selected.filter((x) => x !== i) : [...selected, i].sort((a, b) => a - b) });
  return (
    <div data-testid="player-highlight-incorrect-words" className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('instruction')}</p>
      <AudioPrompt src={mediaUrl(content.audio)} preAudioSec={def.timing.preAudioSec ?? 10} maxPlays={mode === 'test' ? (def.timing.audioPlays ?? 1) : null} />
      <WordHighlighter words={transcriptWords(content.transcript)} selected={selected} onToggle={toggle} disabled={disabled} label={t('player.transcript')} />
    </div>
  );
}
