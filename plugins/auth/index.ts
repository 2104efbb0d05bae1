import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

import { links } from './links';

/** Sign-in and the password and e-mail flows; every route is on the open login layout. */
export default definePlugin({
  id: 'auth',
  routes: [
    { id: 'auth.login', path: '/login', portal: 'public', layout: 'login', permissions: [], lazy: () => import('./routes/login-page') },
    { id: 'auth.recover', path: '/recover-your-password', portal: 'public', layout: 'login', permissions: [], lazy: () => import('./routes/recover-page') },
    { id: 'auth.reset', path: '/reset-password', portal: 'public', layout: 'login', permissions: [], lazy: () => import('./routes/reset-password-page') },
    { id: 'auth.set', path: '/set-password', portal: 'public', layout: 'login', permissions: [], lazy: () => import('./routes/set-password-page') },
    { id: 'auth.verify-email', path: '/email-verification-success', portal: 'public', layout: 'login', permissions: [], lazy: () => import('./routes/verify-email-page') },
  ],
  menu: [],
  links: Object.values(links),
  locales: { en: { auth: en }, bn: { auth: bn } },
});
