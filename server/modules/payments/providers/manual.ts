import type { PaymentProvider } from './provider.ts';

/** Staff record cash, a bank transfer or a mobile-banking payment with its reference; always available. */
export const manualProvider: PaymentProvider = {
  id: 'manual',
  methods: ['cash', 'bank_transfer', 'mobile_banking'],
  configured: () => true,
};
