import type { PlayerProps } from '../kit/ui-contract.ts';
import { SpeakingAnswer } from '../kit/ui/speaking-answer.tsx';
import def from './definition.ts';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The prompt as on the PTE screen, then the recorder; in practice also a typed transcript. */
export default function Player(props: PlayerProps<Content, Response>) {
  const { content, mediaUrl } = props;
  const { t } = useTypeTranslation();
  return (
    <div data-testid="player-describe-image" className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('instruction')}</p>
      <img src={mediaUrl(content.image)} alt={content.alt} className="max-h-[28rem] max-w-full self-start rounded-md border border-line object-contain" data-testid="prompt-image" />
      <SpeakingAnswer {...props} timing={def.timing} />
    </div>
  );
}
