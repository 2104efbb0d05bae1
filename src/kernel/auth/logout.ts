import { http } from '../http/client';
import { clearAllStorage } from './session';

/** POST logout best-effort (no toast, no redirect), then clear ALL local storage (docs/product-spec.md §2). */
export async function logout(): Promise<void> {
  try {
    await http.post('logout', undefined, { toast: false, suppress401Redirect: true });
  } catch {
    /* the server may already have dropped the session; the client logs out regardless */
  }
  clearAllStorage();
  try {
    sessionStorage.clear();
  } catch {
    /* nothing kept */
  }
}
