import type { Config } from '../../../kernel/config.ts';
import { manualProvider } from './manual.ts';
import type { PaymentProvider } from './provider.ts';

export type { PaymentProvider } from './provider.ts';

/** The providers this server offers: manual always, card only with its key (without one the card step is skipped, docs/product-spec.md §2). */
export async function availableProviders(config: Config): Promise<PaymentProvider[]> {
  const out: PaymentProvider[] = [manualProvider];
  if (config.paymentCardKey) {
    const { cardProvider } = await import('./card.ts');
    if (cardProvider.configured(config)) out.push(cardProvider);
  }
  return out;
}
