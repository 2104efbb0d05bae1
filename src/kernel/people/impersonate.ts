/**
 * Entering a student's session from a list (docs/product-spec.md §4): GET impersonate/url/{id} answers a single-use
 * link to the kernel's /im page on the centre's address, which keeps the current user aside (kernel/layouts/
 * impersonation.ts) and switches; the banner there brings the user back.
 */
import { impersonationUrl } from './api';

export const leave = {
  /** A full page load: the /im page starts the student's session from scratch. Replaceable in tests. */
  to(url: string): void {
    window.location.assign(url);
  },
};

export async function impersonate(id: number): Promise<void> {
  const { url } = await impersonationUrl(id);
  leave.to(url);
}
