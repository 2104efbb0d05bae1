import { useTranslation } from 'react-i18next';
import { bn } from 'date-fns/locale/bn';
import { Dialog } from '@ui/dialog';
import { formatDisplayDate } from '../dates/format';
import { expiryDateText } from './expiry';

/** Blocking and not dismissible (no onClose): Escape and outside clicks do nothing (§2). Max width 500. */
export function PackageExpiryDialog({ expiry }: { expiry: string | null | undefined }) {
  const { t, i18n } = useTranslation('startup');
  const info = expiryDateText(expiry);
  const date =
    info.kind === 'date'
      ? formatDisplayDate(info.date, i18n.language === 'bn' ? bn : undefined)
      : info.kind === 'unknown'
        ? t('expiry.unknownDate')
        : t('expiry.invalidDate');
  return (
    <Dialog open title={t('expiry.title')} maxWidth={500} testId="package-expiry-dialog">
      <div className="flex flex-col gap-3 text-sm text-ink">
        <p>{t('expiry.body', { date })}</p>
        <p>{t('expiry.renew')}</p>
        <p>{t('expiry.support')}</p>
      </div>
    </Dialog>
  );
}
