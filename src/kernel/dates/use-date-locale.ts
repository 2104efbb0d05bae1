import { useTranslation } from 'react-i18next';
import { bn } from 'date-fns/locale/bn';
import type { Locale } from 'date-fns';

/** The date-fns locale of the reader's language (Bengali month and weekday names), undefined for English: one hook for every plugin. */
export function useDateLocale(): Locale | undefined {
  const { i18n } = useTranslation();
  return i18n.language === 'bn' ? bn : undefined;
}
