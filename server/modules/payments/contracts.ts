/**
 * What the payment calls answer (docs/product-spec.md §11; checked against every answer by the API suite; the client
 * imports the types). Money is always integer minor units with the currency beside it.
 */
import { z } from 'zod';

const Int = z.number().int();
const Minor = z.number().int().min(0);
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'mobile_banking', 'card'] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS);

export const Transaction = z.object({
  id: Int,
  amount_minor: Minor,
  method: PaymentMethod,
  receipt_number: z.string(),
  reference: z.string(),
  created_at: z.string(),
});

export const Instalment = z.object({
  id: Int,
  seq: Int,
  due_on: IsoDate,
  amount_minor: Minor,
  paid_minor: Minor,
  status: z.enum(['due', 'paid']),
});

export const Invoice = z.object({
  id: Int,
  number: z.string(),
  status: z.enum(['unpaid', 'partial', 'paid', 'void']),
  currency: z.string(),
  subtotal_minor: Minor,
  discount_minor: Minor,
  total_minor: Minor,
  paid_minor: Minor,
  due_minor: Minor,
  issued_on: IsoDate,
  student: z.object({ id: Int, full_name: z.string(), email: z.string() }).nullable(),
  package: z.object({ id: Int, name: z.string() }).nullable(),
  branch: z.object({ id: Int, name: z.string() }).nullable(),
  promo_code: z.string().nullable(),
  instalments: z.array(Instalment),
  transactions: z.array(Transaction),
});

const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });
export const InvoiceList = z.object({ items: z.array(Invoice), meta: Meta });

/** POST transaction: 201 the first time, 200 with the same answer for the same idempotency key. */
export const RecordedPayment = z.object({ transaction: Transaction, invoice: Invoice });

/** GET promo-code/{code}?package_id=N */
export const PromoQuote = z.object({
  code: z.string(),
  discount_kind: z.enum(['PERCENT', 'FIXED']),
  /** PERCENT: 1..100; FIXED: minor units */
  amount: Minor,
  discount_minor: Minor,
  total_minor: Minor,
  currency: z.string(),
});

/** GET payments/providers (public): card only when configured. */
export const PaymentProviders = z.object({
  providers: z.array(z.object({ id: z.enum(['manual', 'card']), methods: z.array(z.string()) })),
});

export const Enrollment = z.object({
  id: Int,
  status: z.enum(['pending', 'active', 'ended', 'cancelled']),
  starts_on: IsoDate.nullable(),
  ends_on: IsoDate.nullable(),
  package: z.object({ id: Int, name: z.string() }),
  reason: z.enum(['new', 'renew', 'change']),
});

/** POST users/change-or-renew-subscription */
export const SubscriptionChange = z.object({ enrollment: Enrollment, invoice: Invoice.nullable() });

/** GET my-subscription (users/subscription would be shadowed by GET users/:id): the caller's current enrollment, the one waiting for payment, and their invoices. */
export const Subscription = z.object({
  package_expiry_date: IsoDate.nullable(),
  current: Enrollment.nullable(),
  /** the latest active or ended one (what a renewal renews): its package opens the list of packages to move to */
  latest: Enrollment.nullable(),
  pending: Enrollment.nullable(),
  invoices: z.array(Invoice),
});

export type PaymentMethod = z.output<typeof PaymentMethod>;
export type Transaction = z.output<typeof Transaction>;
export type Instalment = z.output<typeof Instalment>;
export type Invoice = z.output<typeof Invoice>;
export type InvoiceList = z.output<typeof InvoiceList>;
export type RecordedPayment = z.output<typeof RecordedPayment>;
export type PromoQuote = z.output<typeof PromoQuote>;
export type PaymentProviders = z.output<typeof PaymentProviders>;
export type Enrollment = z.output<typeof Enrollment>;
export type SubscriptionChange = z.output<typeof SubscriptionChange>;
export type Subscription = z.output<typeof Subscription>;
