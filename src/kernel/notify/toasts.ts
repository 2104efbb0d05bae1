/**
 * The toast store behind the notification bar (docs/product-spec.md §1, docs/product-spec.md §8). A tiny pub/sub so the http client can
 * raise toasts without React; the ToastRegion component renders them.
 */
export type ToastVariant = 'error' | 'warning' | 'success' | 'info';

export interface Toast {
  id: number;
  variant: ToastVariant;
  message: string;
}

/** The notification bar closes itself after this many milliseconds (docs/product-spec.md §9). */
export const TOAST_TIMEOUT_MS = 3000;

let nextId = 1;
let toasts: readonly Toast[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function pushToast(variant: ToastVariant, message: string): number {
  const id = nextId++;
  toasts = [...toasts, { id, variant, message }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  const before = toasts.length;
  toasts = toasts.filter((t) => t.id !== id);
  if (toasts.length !== before) emit();
}

export function clearToasts(): void {
  toasts = [];
  emit();
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
