import type { PlayerProps } from '../kit/ui-contract.ts';
import { AudioThenSpeak } from '../kit/ui/audio-then-speak.tsx';
import def from './definition.ts';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The prompt as on the PTE screen, then the recorder once the audio has played; in practice also a typed transcript. */
export default function Player(props: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  return (
    <AudioThenSpeak {...props} testId="player-retell-lecture" instruction={t('instruction')} audio={props.content.audio} timing={def.timing}>
      {props.content.image && <img src={props.mediaUrl(props.content.image)} alt={t('player.image')} className="max-h-96 max-w-full self-start rounded-md border border-line object-contain" />}
    </AudioThenSpeak>
  );
}
