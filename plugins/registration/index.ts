import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';
import { links } from './links';

const wizard = () => import('./routes/wizard-page');

/**
 * Public student registration on a centre's sub-domain (docs/product-spec.md §11 "Public wizards"): the wizard's
 * four steps on one page module, then the invoice with how to pay, then what happens next. No menu: it is reached
 * from the centre's own pages and links.
 */
export default definePlugin({
  id: 'registration',
  routes: [
    { id: 'registration.basic-information', path: '/registration/basic-information', portal: 'public', layout: 'registration', permissions: [], lazy: wizard },
    { id: 'registration.details', path: '/registration/details', portal: 'public', layout: 'registration', permissions: [], lazy: wizard },
    { id: 'registration.course', path: '/registration/course', portal: 'public', layout: 'registration', permissions: [], lazy: wizard },
    { id: 'registration.confirmation', path: '/registration/confirmation', portal: 'public', layout: 'registration', permissions: [], lazy: wizard },
    { id: 'registration.payment', path: '/registration/payment', portal: 'public', layout: 'registration', permissions: [], lazy: () => import('./routes/payment-page') },
    { id: 'registration.success', path: '/registration/success', portal: 'public', layout: 'registration', permissions: [], lazy: () => import('./routes/success-page') },
  ],
  menu: [],
  links: Object.values(links),
  locales: { en: { registration: en }, bn: { registration: bn } },
});
