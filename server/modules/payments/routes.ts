import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';

// staff with PACKAGE_INDEX read the centre's invoices; a student (USER_CHANGE_SUBSCRIPTION) only their own
const READ = 'PACKAGE_INDEX or USER_CHANGE_SUBSCRIPTION';

// pdf-lib gives bytes; the route layer sends `file.body` as it is (Buffer.byteLength, zlib and Hono take bytes too)
const pdf = (d: { bytes: Uint8Array; filename: string }) => ({ data: null, file: { body: Buffer.from(d.bytes) as unknown as string, contentType: 'application/pdf', filename: d.filename } });

export const paymentRoutes: RouteDef[] = [
  defineRoute({
    method: 'get', path: '/invoices', summary: "The centre's invoices (a student: their own)", tags: ['payments'], auth: 'auth',
    permission: READ, query: S.InvoiceListQuery, response: C.InvoiceList,
    handler: async ({ ctx, query }) => ({ data: await svc.listInvoices({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/invoices/:id', summary: 'One invoice with its instalments and payments', tags: ['payments'], auth: 'auth',
    permission: READ, params: S.IdParams, response: C.Invoice,
    handler: async ({ ctx, params }) => ({ data: await svc.showInvoice({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/invoices/:id/pdf', summary: 'An invoice as PDF', tags: ['payments'], auth: 'auth',
    permission: READ, params: S.IdParams, download: 'application/pdf',
    handler: async ({ ctx, params }) => pdf(await svc.invoiceDocument({ ctx, input: params })),
  }),
  defineRoute({
    method: 'get', path: '/transactions/:id/receipt', summary: 'The receipt of a payment as PDF', tags: ['payments'], auth: 'auth',
    permission: READ, params: S.IdParams, download: 'application/pdf',
    handler: async ({ ctx, params }) => pdf(await svc.receiptDocument({ ctx, input: params })),
  }),
  defineRoute({
    method: 'post', path: '/transaction', summary: 'Record a payment (idempotent by key: the same key answers the first payment)', tags: ['payments'], auth: 'auth',
    permission: 'PACKAGE_UPDATE', body: S.TransactionBody, response: C.RecordedPayment,
    handler: async ({ ctx, body }) => {
      const r = await svc.recordTransaction({ ctx, input: body });
      return { data: r.data, status: r.status, message: r.status === 201 ? 'Payment recorded.' : 'This payment was already recorded.' };
    },
  }),
  defineRoute({
    method: 'post', path: '/invoice-instalment', summary: "Set an invoice's instalment plan", tags: ['payments'], auth: 'auth',
    permission: 'PACKAGE_UPDATE', body: S.InstalmentPlanBody, response: C.Invoice,
    handler: async ({ ctx, body }) => ({ data: await svc.setInstalmentPlan({ ctx, input: body }), message: 'Instalments saved.' }),
  }),
  defineRoute({
    method: 'get', path: '/promo-code/:code', summary: 'Whether a promo code applies to a package and what it takes off (does not use it)', tags: ['payments'], auth: 'public',
    params: S.PromoParams, query: S.PromoQuery, response: C.PromoQuote,
    handler: async ({ ctx, params, query }) => ({ data: await svc.lookupPromo({ ctx, input: { code: params.code, package_id: query.package_id } }) }),
  }),
  defineRoute({
    method: 'get', path: '/payments/providers', summary: 'How payments can be made here (card only when configured)', tags: ['payments'], auth: 'public',
    response: C.PaymentProviders,
    handler: async ({ ctx }) => ({ data: await svc.listProviders({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'get', path: '/my-subscription', summary: "The caller's enrollment, the one awaiting payment, and their invoices", tags: ['payments'], auth: 'auth',
    response: C.Subscription,
    handler: async ({ ctx }) => ({ data: await svc.mySubscription({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'post', path: '/users/change-or-renew-subscription', summary: 'Renew or change a package: a pending enrollment and its invoice', tags: ['payments'], auth: 'auth',
    permission: 'USER_CHANGE_SUBSCRIPTION or PACKAGE_UPDATE', body: S.SubscriptionBody, response: C.SubscriptionChange,
    handler: async ({ ctx, body }) => {
      const r = await svc.changeOrRenew({ ctx, input: body });
      return { data: r.data, status: r.status, message: r.status === 201 ? 'Subscription requested.' : 'This request is already waiting for payment.' };
    },
  }),
];
