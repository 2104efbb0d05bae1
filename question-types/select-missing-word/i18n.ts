import en from './locales/en.json';
import bn from './locales/bn.json';
import { useQtTranslation } from '../kit/ui/use-qt-translation.ts';

export const NS = 'qt-select-missing-word';

/** This type's strings (namespace `qt-select-missing-word`), registered on first use. */
export function useTypeTranslation() {
  return useQtTranslation(NS, { en, bn });
}
