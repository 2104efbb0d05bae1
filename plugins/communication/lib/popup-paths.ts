import { isPopupKind, type PopupKind } from './popup-kinds';

export const POPUP_BASE = '/teacher/communication/popup-creation';

/** The kind a staff page shows, from its path's last segment (one page component serves the five kinds). */
export function kindOfPath(pathname: string): PopupKind {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return isPopupKind(last) ? last : 'notice';
}

/** The i18n key part of a kind (blog-share has a dash, which keys avoid). */
export const kindKey = (kind: PopupKind) => (kind === 'blog-share' ? 'blogShare' : kind);
