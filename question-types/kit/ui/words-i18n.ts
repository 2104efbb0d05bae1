import en from '../locales/words.en.json';
import bn from '../locales/words.bn.json';
import { useQtTranslation } from './use-qt-translation.ts';

/** Strings of the word pieces (counter, response area, highlighter, trait review): namespace `qt-kit-words`. */
export const WORDS_NS = 'qt-kit-words';
export const wordsResources = { en, bn };

export function useWordsTranslation() {
  return useQtTranslation(WORDS_NS, wordsResources);
}
