/**
 * The student pages' texts (keys under `student.`), joined to the online-class namespace on first use beside the
 * authoring texts (texts.ts), so neither set waits for the other.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './student.en.json';
import bn from './student.bn.json';

export const studentTexts = { en, bn };

/** `useTranslation('online-class')` with the student texts in place. */
export function useStudentClassTranslation() {
  return usePageTranslation('online-class', studentTexts);
}
