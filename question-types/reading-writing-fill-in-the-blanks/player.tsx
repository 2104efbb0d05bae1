import type { PlayerProps } from '../kit/ui-contract.ts';
import { gapCount } from '../kit/scoring/blanks.ts';
import { PassageWithBlanks } from '../kit/ui/passage-with-blanks.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The passage with a native dropdown in each gap (`gap-<n>`, 0-based): keyboard-operable as it is. */
export default function Player({ content, response, onChange, disabled }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  const n = gapCount(content.segments);
  const value = Array.from({ length: n }, (_, g) => response?.gaps?.[g] ?? null);
  const choose = (g: number, id: string) => onChange({ gaps: value.map((v, i) => (i === g ? id || null : v)) });
  return (
    <div data-testid="player-reading-writing-fill-in-the-blanks" className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('instruction')}</p>
      <div className="rounded-md border border-line bg-surface p-4">
        <PassageWithBlanks
          segments={content.segments}
          renderGap={(g) => (
            <select
              data-testid={`gap-${g}`}
              aria-label={t('player.gap', { n: g + 1 })}
              value={value[g] ?? ''}
              disabled={disabled}
              onChange={(e) => choose(g, e.target.value)}
              className="mx-1 inline-block min-w-32 rounded-md border border-line bg-surface px-2 py-1 align-baseline text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 disabled:bg-canvas"
            >
              <option value="">{t('player.choose')}</option>
              {(content.gaps[g]?.options ?? []).map((o) => (
                <option key={o.id} value={o.id}>
                  {o.text}
                </option>
              ))}
            </select>
          )}
        />
      </div>
    </div>
  );
}
