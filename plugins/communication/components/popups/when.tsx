import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { bn } from 'date-fns/locale/bn';

/** An instant in the viewer's own zone and language: day, abbreviated month, year and time (UI.md "Dates"). */
export function useWhen(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'bn' ? bn : undefined;
  return useCallback((iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? '' : format(d, 'd MMM yyyy, HH:mm', { locale });
  }, [locale]);
}
