/**
 * One item of a sitting with its question type's Player (only that type's chunk loads), the way the practice page
 * plays an item: the content parsed by the type's schema, the empty response until the student answers, speaking
 * recordings uploaded through the kernel's upload.
 */
import { Suspense } from 'react';
import { Alert } from '@ui/alert';
import { PageSpinner } from '@ui/spinner';
import { questionType } from '@question-types/registry';
import { mediaUrl, useQuestionTypeUi } from '@question-types/ui-registry';
import type { DeliveryMode } from '@question-types/kit/ui-contract';
import { uploadFile } from '@kernel/http/upload';
import type { SessionItem } from '../lib/session-mapping';
import { useExamsTranslation } from '../locales/texts';

export function ItemView({ item, response, onChange, onComplete, onBusyChange, finishRequest, disabled, mode }: {
  item: SessionItem;
  response: unknown;
  onChange(r: unknown): void;
  /** the Player's response is final (a speaking recording uploaded): the runner may move on */
  onComplete?: () => void;
  /** the Player is recording or uploading an answer it has not handed over yet (PlayerProps.onBusyChange) */
  onBusyChange?: (busy: boolean) => void;
  /** bumped to ask the Player to finish now: a recording stops and is handed over (PlayerProps.finishRequest) */
  finishRequest?: number;
  disabled?: boolean;
  mode: DeliveryMode;
}) {
  const { t } = useExamsTranslation();
  const def = questionType(item.slug);
  const ui = useQuestionTypeUi(def?.slug, { player: true });
  if (!def) return <Alert variant="error">{t('player.unknownType')}</Alert>;
  if (ui.status === 'loading') return <PageSpinner label={t('player.loading')} />;
  const content = def.schemas.content.safeParse(item.content);
  if (ui.status === 'error' || !content.success) return <Alert variant="error">{t('player.itemFailed')}</Alert>;
  const current = response !== undefined && response !== null ? response : def.emptyResponse(content.data);
  const { Player } = ui.ui;
  return (
    <Suspense fallback={<PageSpinner label={t('player.loading')} />}>
      <div data-testid="player-body" data-slug={item.slug} data-item={item.id}>
        <Player key={item.id} content={content.data} response={current} onChange={onChange} mode={mode} disabled={disabled} mediaUrl={mediaUrl} upload={uploadFile} onComplete={onComplete} onBusyChange={onBusyChange} finishRequest={finishRequest} />
      </div>
    </Suspense>
  );
}
