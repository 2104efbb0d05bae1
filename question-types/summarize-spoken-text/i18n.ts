import en from './locales/en.json';
import bn from './locales/bn.json';
import { useQtTranslation } from '../kit/ui/use-qt-translation.ts';

export const NS = 'qt-summarize-spoken-text';

/** This type's strings (namespace `qt-summarize-spoken-text`), registered on first use. */
export function useTypeTranslation() {
  return useQtTranslation(NS, { en, bn });
}
