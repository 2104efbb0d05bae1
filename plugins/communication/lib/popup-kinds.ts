/** The five kinds of popup (docs/product-spec.md §24); each has its own staff page under popup-creation/. */
export const POPUP_KINDS = ['notice', 'forum', 'suggestion', 'feedback', 'blog-share'] as const;
export type PopupKind = (typeof POPUP_KINDS)[number];

export const isPopupKind = (s: string | undefined): s is PopupKind => (POPUP_KINDS as readonly string[]).includes(s ?? '');

/** The kinds a student answers: suggestion and feedback once, forum many times. */
export const RESPONDABLE_KINDS: readonly PopupKind[] = ['suggestion', 'feedback', 'forum'];
