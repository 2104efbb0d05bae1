import { lazy, Suspense, useState } from 'react';
import { bn } from 'date-fns/locale/bn';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { Spinner } from '@ui/spinner';
import type { AuthUser } from '@kernel/auth/user';
import { formatDisplayDate } from '@kernel/dates/format';
import { expiryDateText } from '../lib/expiry';
import { useStartupTranslation } from '../locales/texts';

// the renewal (react-query, the package list) loads only when the student asks for it
const RenewPanel = lazy(async () => ({ default: (await import('./renew-panel')).RenewPanel }));

export interface PackageExpiryDialogProps {
  expiry: string | null | undefined;
  /** the student's coaching centre: who to ask for a renewal */
  centre?: AuthUser['organization'];
  onLogout: () => void | Promise<void>;
  /** the renewal took: access is back (leave out to offer no Renew button) */
  onRenewed?: () => void;
}

/**
 * Blocking and not dismissible (no onClose): Escape and outside clicks do nothing (docs/product-spec.md §2). Max width 500. The way
 * out is inside it: the focus trap keeps the page's own Log out out of reach, so the dialog carries one (in
 * its tab order) with the centre's contact for the renewal.
 */
export function PackageExpiryDialog({ expiry, centre, onLogout, onRenewed }: PackageExpiryDialogProps) {
  const { t, i18n } = useStartupTranslation();
  const [busy, setBusy] = useState(false);
  const [renewing, setRenewing] = useState(false);
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
  if (renewing && onRenewed) {
    const org = centre?.id !== undefined && centre.id !== null && Number.isInteger(Number(centre.id)) ? Number(centre.id) : null;
    return (
      <Dialog open title={t('renewal.title')} maxWidth={500} testId="package-expiry-dialog">
        <Suspense fallback={<Spinner label={t('renewal.loading')} />}>
          <RenewPanel organizationId={org} onRenewed={onRenewed} onBack={() => setRenewing(false)} />
        </Suspense>
      </Dialog>
    );
  }
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
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="secondary" busy={busy} onClick={() => void logout()} data-testid="package-expiry-logout">
            {t('expiry.logout')}
          </Button>
          {onRenewed && (
            <Button onClick={() => setRenewing(true)} data-testid="package-expiry-renew">
              {t('expiry.renewButton')}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
