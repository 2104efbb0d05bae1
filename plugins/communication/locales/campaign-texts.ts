/**
 * The page texts of the campaign pages (campaigns, automations, report) in the communication namespace. The entry
 * carries only the menu labels (locales/campaign.en.json, bn.json); these join the namespace on first use.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './campaign-pages.en.json';
import bn from './campaign-pages.bn.json';

export const NS = 'communication';
export const campaignPageTexts = { en, bn };

/** `useTranslation('communication')` with the campaign pages' texts in place. */
export function useCampaignTranslation() {
  return usePageTranslation(NS, campaignPageTexts);
}
