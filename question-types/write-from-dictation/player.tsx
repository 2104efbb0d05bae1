import type { PlayerProps } from '../kit/ui-contract.ts';
import { AudioPrompt } from '../kit/ui/audio-prompt.tsx';
import { ResponseTextArea, responseStorageKey } from '../kit/ui/response-text-area.tsx';
import def from './definition.ts';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The audio status box and one plain text box (no spell check); the sentence itself never reaches the player. */
export default function Player({ content, response, onChange, disabled, mode, mediaUrl }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  return (
    <div data-testid="player-write-from-dictation" className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('instruction')}</p>
      <AudioPrompt src={mediaUrl(content.audio)} preAudioSec={def.timing.preAudioSec ?? 7} maxPlays={mode === 'test' ? (def.timing.audioPlays ?? 1) : null} />
      <ResponseTextArea
        name="response"
        label={t('player.response')}
        rows={3}
        value={response?.text ?? ''}
        onChange={(text) => onChange({ text })}
        disabled={disabled}
        storageKey={responseStorageKey('write-from-dictation', content.audio)}
      />
    </div>
  );
}
