/**
 * The renewal calls (server/modules/payments, server/modules/packages) as react-query options over the kernel's http
 * client; the types are the servers' contracts.
 */
import { queryOptions } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import { fetchProtectedFile } from '@kernel/http/protected-file';
import type { Subscription, SubscriptionChange } from '@server/modules/payments/contracts.ts';
import type { Package, PackageChangeList, PackageList } from '@server/modules/packages/contracts.ts';

export type { Package, Subscription, SubscriptionChange };

/** How often the dialog asks whether the payment has been recorded while it waits (and on focus). */
export const POLL_MS = 20_000;

/** The student's subscription; asked again every 20 s while an enrollment waits for its payment, and on focus. */
export const subscriptionQuery = () =>
  queryOptions({
    queryKey: ['my-subscription'],
    queryFn: async () => (await http.get<ApiEnvelope<Subscription>>('my-subscription', { toast: false })).data,
    refetchInterval: (q) => (q.state.data?.pending ? POLL_MS : false),
    refetchOnWindowFocus: true,
  });

/**
 * What the student may move to: the packages a holder of the latest one may renew to or change to, or, with no
 * package yet, the centre's active ones.
 */
export const packageChoicesQuery = (packageId: number | null, organizationId: number | null) =>
  queryOptions({
    queryKey: ['packages', 'for-change', packageId, organizationId],
    enabled: packageId !== null || organizationId !== null,
    queryFn: async (): Promise<Package[]> => {
      if (packageId !== null) return (await http.get<ApiEnvelope<PackageChangeList>>(`packages/list-for-package-change/${packageId}`, { toast: false })).data.items;
      return (await http.get<ApiEnvelope<PackageList>>(`packages/organization/${organizationId}`, { toast: false })).data.items;
    },
  });

export async function requestRenewal(packageId: number, idempotencyKey: string): Promise<SubscriptionChange> {
  return (await http.post<ApiEnvelope<SubscriptionChange>>('users/change-or-renew-subscription', { package_id: packageId, idempotency_key: idempotencyKey }, { toast: false })).data;
}

/** The invoice PDF needs the session: fetched with the bearer, saved from an object URL. */
export async function downloadInvoicePdf(invoiceId: number, number: string): Promise<void> {
  const blob = await fetchProtectedFile(`/api/v1/invoices/${invoiceId}/pdf`);
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = `${number}.pdf`;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
