import en from './locales/en.json';
import bn from './locales/bn.json';
import { useQtTranslation } from '../kit/ui/use-qt-translation.ts';

export const NS = 'qt-read-aloud';

/** This type's strings (namespace `qt-read-aloud`), registered on first use. */
export function useTypeTranslation() {
  return useQtTranslation(NS, { en, bn });
}
