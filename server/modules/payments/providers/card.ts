import type { PaymentProvider } from './provider.ts';

/**
 * The card provider, loaded (dynamic import) only when PAYMENT_CARD_KEY is set. No gateway is wired yet: `charge`
 * refuses, so a configured key shows the card step but takes no money until a gateway adapter replaces it.
 */
export const cardProvider: PaymentProvider = {
  id: 'card',
  methods: ['card'],
  configured: (config) => typeof config.paymentCardKey === 'string' && config.paymentCardKey !== '',
  charge: async () => {
    throw new Error('No card gateway is connected.');
  },
};
