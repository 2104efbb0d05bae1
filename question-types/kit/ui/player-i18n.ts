import en from '../locales/player.en.json';
import bn from '../locales/player.bn.json';
import { useQtTranslation } from './use-qt-translation.ts';

/** Strings of the exam player's frame (top and bottom bars): namespace `qt-kit-player`. */
export const PLAYER_NS = 'qt-kit-player';
export const playerResources = { en, bn };

export function usePlayerTranslation() {
  return useQtTranslation(PLAYER_NS, playerResources);
}
