/**
 * The mark at the top of the public and role layouts: a centre's logo and name on its sub-domain, the platform's
 * own mark (its icon and name) on the bare domain or when the centre cannot be read. While the first read is on
 * its way it keeps the place empty, so the platform's mark never flashes before a centre's.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from './branding';

const nameClass = 'truncate text-lg font-semibold text-primary-700';

export function BrandMark() {
  const { t } = useTranslation('common');
  const branding = useBranding();
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);

  if (branding.kind === 'loading') return <span className="inline-block h-8 w-32" aria-hidden="true" data-testid="brand-mark" data-state="loading" />;

  if (branding.kind === 'centre') {
    const { name, logo } = branding.branding;
    return (
      <span className="flex min-w-0 items-center gap-2" data-testid="brand-mark" data-state="centre">
        {logo && logo !== brokenLogo && (
          // the name stands beside it, so the image is decoration to a screen reader
          <img src={logo} alt="" className="h-8 w-auto max-w-32 shrink-0 object-contain" data-testid="brand-logo" onError={() => setBrokenLogo(logo)} />
        )}
        <span className={nameClass} data-testid="brand-name">
          {name}
        </span>
      </span>
    );
  }

  return (
    <span className="flex min-w-0 items-center gap-2" data-testid="brand-mark" data-state="platform">
      <img src="/favicon.svg" alt="" className="h-7 w-7 shrink-0" />
      <span className={nameClass}>{t('appName')}</span>
    </span>
  );
}
