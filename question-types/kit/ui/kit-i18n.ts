import en from '../locales/en.json';
import bn from '../locales/bn.json';
import { useQtTranslation } from './use-qt-translation.ts';

export const KIT_NS = 'qt-kit';
export const kitResources = { en, bn };

/** The kit's own strings (namespace `qt-kit`). */
export function useKitTranslation() {
  return useQtTranslation(KIT_NS, kitResources);
}
