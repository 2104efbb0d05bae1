import { definePlugin } from '@kernel/plugins/define-plugin';
import { contactMenu, contactRoutes } from './contact-routes';
import { campaignMenu, campaignRoutes } from './campaign-routes';
import { popupMenu, popupRoutes, popupSlots } from './popup-routes';
import en from './locales/en.json';
import bn from './locales/bn.json';
import campaignEn from './locales/campaign.en.json';
import campaignBn from './locales/campaign.bn.json';
import popupEn from './locales/popup.en.json';
import popupBn from './locales/popup.bn.json';

/**
 * Communication (docs/product-spec.md §21 and the campaign and popup sections): contacts, lists, leads and deals
 * (contact-routes.ts), campaigns and automations (campaign-routes.ts), popups (popup-routes.ts). Each part keeps its
 * routes and menu labels in its own files; this entry only joins them.
 */
export default definePlugin({
  id: 'communication',
  routes: [...contactRoutes, ...campaignRoutes, ...popupRoutes],
  menu: [...contactMenu, ...campaignMenu, ...popupMenu],
  slots: [...popupSlots],
  locales: {
    en: { communication: { ...en, ...campaignEn, ...popupEn } },
    bn: { communication: { ...bn, ...campaignBn, ...popupBn } },
  },
});
