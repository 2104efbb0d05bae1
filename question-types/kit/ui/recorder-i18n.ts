import en from '../locales/recorder.en.json';
import bn from '../locales/recorder.bn.json';
import { useQtTranslation } from './use-qt-translation.ts';

/** Strings of the speaking recorder: namespace `qt-kit-recorder`. */
export const RECORDER_NS = 'qt-kit-recorder';
export const recorderResources = { en, bn };

export function useRecorderTranslation() {
  return useQtTranslation(RECORDER_NS, recorderResources);
}
