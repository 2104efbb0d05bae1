import type { Config } from '../../../kernel/config.ts';

/**
 * A way of taking money (docs/product-spec.md §11). The manual provider records what staff received; a provider that
 * charges by itself (a card gateway) implements `charge`.
 */
export interface PaymentProvider {
  id: 'manual' | 'card';
  methods: readonly string[];
  configured(config: Config): boolean;
  charge?(o: { amountMinor: number; currency: string; token: string; idempotencyKey: string }): Promise<{ reference: string }>;
}
