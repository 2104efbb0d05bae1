import type { PlayerProps } from '../kit/ui-contract.ts';
import { AudioThenSpeak } from '../kit/ui/audio-then-speak.tsx';
import def from './definition.ts';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The prompt as on the PTE screen, then the recorder once the audio has played; in practice also a typed transcript. */
export default function Player(props: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  return (
    <AudioThenSpeak {...props} testId="player-summarize-group-discussion" instruction={t('instruction')} audio={props.content.audio} timing={def.timing} />
  );
}
