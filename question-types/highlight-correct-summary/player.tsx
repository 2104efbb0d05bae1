import type { PlayerProps } from '../kit/ui-contract.ts';
import { AudioChoicePlayer } from '../kit/ui/audio-choice-player.tsx';
import def from './definition.ts';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The recording (10 s countdown, once in a test), then the summaries (one answer). */
export default function Player(props: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  return <AudioChoicePlayer {...props} slug="highlight-correct-summary" timing={def.timing} instruction={t('instruction')} />;
}
