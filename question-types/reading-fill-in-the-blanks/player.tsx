import type { PlayerProps } from '../kit/ui-contract.ts';
import { gapCount } from '../kit/scoring/blanks.ts';
import { DragBankBlanks } from '../kit/ui/drag-bank-blanks.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/**
 * The passage with drop-target gaps (`gap-<n>`, 0-based) and the word bank (`bank-<id>`): drag, or select a word
 * and then a gap (keyboard alternative). Each word is used once.
 */
export default function Player({ content, response, onChange, disabled }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  const n = gapCount(content.segments);
  const value = Array.from({ length: n }, (_, g) => response?.gaps?.[g] ?? null);
  return (
    <div data-testid="player-reading-fill-in-the-blanks" className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('instruction')}</p>
      <div className="rounded-md border border-line bg-surface p-4">
        <DragBankBlanks segments={content.segments} bank={content.bank} value={value} onChange={(gaps) => onChange({ gaps })} disabled={disabled} />
      </div>
    </div>
  );
}
