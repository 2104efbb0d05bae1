import { useState } from 'react';
import { bn } from 'date-fns/locale/bn';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import type { AuthUser } from '@kernel/auth/user';
import { formatDisplayDate } from '@kernel/dates/format';
import { expiryDateText } from '../lib/expiry';
import { useStartupTranslation } from '../locales/texts';

export interface PackageExpiryDialogProps {
  expiry: string | null | undefined;
  /** the student's coaching centre: who to ask for a renewal */
  centre?: AuthUser['organization'];
  onLogout: () => void | Promise<void>;
}

/**
 * Blocking and not dismissible (no onClose): Escape and outside clicks do nothing (docs/product-spec.md §2). Max width 500. The way
 * out is inside it: the focus trap keeps the page's own Log out out of reach, so the dialog carries one (in
 * its tab order) with the centre's contact for the renewal.
 */
export function PackageExpiryDialog({ expiry, centre, onLogout }: PackageExpiryDialogProps) {
  const { t, i18n } = useStartupTranslation();
  const [busy, setBusy] = useState(false);
  const info = expiryDateText(expiry);
  const date =
    info.kind === 'date'
      ? formatDisplayDate(info.date, i18n.language === 'bn' ? bn : undefined)
      : info.kind === 'unknown'
        ? t('expiry.unknownDate')
        : t('expiry.invalidDate');
  const logout = async () => {
    setBusy(true);
    try {
      await onLogout();
    } finally {
      setBusy(false);
    }
  };
  const hasContact = Boolean(centre && (centre.email || centre.phone));
  return (
    <Dialog open title={t('expiry.title')} maxWidth={500} testId="package-expiry-dialog">
      <div className="flex flex-col gap-3 text-sm text-ink">
        <p>{t('expiry.body', { date })}</p>
        <p>{t('expiry.renew')}</p>
        {hasContact && centre ? (
          <div data-testid="package-expiry-contact" className="rounded-md border border-line bg-canvas p-3">
            <p className="font-medium">{t('expiry.contactIntro', { name: centre.name })}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {centre.email && (
                <>
                  <dt className="text-muted">{t('expiry.email')}</dt>
                  <dd>
                    <a className="text-primary-700 underline" href={`mailto:${centre.email}`}>
                      {centre.email}
                    </a>
                  </dd>
                </>
              )}
              {centre.phone && (
                <>
                  <dt className="text-muted">{t('expiry.phone')}</dt>
                  <dd>
                    <a className="text-primary-700 underline" href={`tel:${centre.phone.replace(/[^\d+]/g, '')}`}>
                      {centre.phone}
                    </a>
                  </dd>
                </>
              )}
            </dl>
          </div>
        ) : (
          <p>{t('expiry.support')}</p>
        )}
        <div className="mt-2 flex justify-end">
          <Button variant="secondary" busy={busy} onClick={() => void logout()} data-testid="package-expiry-logout">
            {t('expiry.logout')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
