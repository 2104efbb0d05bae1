import type { PlayerProps } from '../kit/ui-contract.ts';
import { SpeakingAnswer } from '../kit/ui/speaking-answer.tsx';
import def from './definition.ts';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The prompt as on the PTE screen, then the recorder; in practice also a typed transcript. */
export default function Player(props: PlayerProps<Content, Response>) {
  const { content } = props;
  const { t } = useTypeTranslation();
  return (
    <div data-testid="player-read-aloud" className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('instruction')}</p>
      <section aria-label={t('player.text')} className="rounded-md border border-line bg-surface p-4 text-base leading-relaxed text-ink" data-testid="prompt-text">
        <p className="whitespace-pre-line">{content.text}</p>
      </section>
      <SpeakingAnswer {...props} timing={def.timing} />
    </div>
  );
}
