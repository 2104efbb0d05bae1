/** A student's flags as labels: below trajectory (naming the skills) and inactive (naming the days). */
import { Badge } from '@ui/badge';
import type { Flag, SkillKey } from '../api/crm-api';
import { useCrmTranslation } from '../locales/texts';

export function FlagBadges({ flags, belowSkills, daysInactive }: { flags: readonly Flag[]; belowSkills: readonly SkillKey[]; daysInactive: number | null }) {
  const { t } = useCrmTranslation();
  if (!flags.length) return <span className="text-sm text-muted">{t('flags.none')}</span>;
  return (
    <span className="flex flex-wrap gap-1" data-testid="flags">
      {flags.map((f) => (
        <span key={f} data-flag={f}>
          <Badge tone="warning">
            {f === 'below_trajectory'
              ? t('flags.belowIn', { skills: belowSkills.map((s) => t(`skills.${s}`)).join(', ') })
              : daysInactive === null
                ? t('flags.neverActive')
                : t('flags.inactiveFor', { count: daysInactive })}
          </Badge>
        </span>
      ))}
    </span>
  );
}
