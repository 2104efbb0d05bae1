import type { TFunction } from 'i18next';
import type { Notification } from './api';

/**
 * The text of a notification: the `layout` namespace's `notifications.kinds.<kind>` with the notification's params
 * (`{{title}}`, `{{package}}`, ...). A kind this client does not know yet reads as the generic text.
 */
export function notificationText(t: TFunction, n: Pick<Notification, 'kind' | 'params'>): string {
  return t(`notifications.kinds.${n.kind}`, { ...n.params, defaultValue: t('notifications.kinds.other'), interpolation: { escapeValue: false } });
}

/** "27 Nov, 14:05" in the viewer's zone and language */
export function notificationTime(iso: string, language: string): string {
  const d = new Date(iso);
  return d.toLocaleString(language.startsWith('bn') ? 'bn-BD' : 'en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}
