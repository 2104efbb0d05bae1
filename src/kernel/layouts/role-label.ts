/**
 * A server role (STUDENT, TRAINER, COACHING_OWNER...) as people read it, in the page's language: the `common`
 * namespace's `roles.<ROLE>`; an unknown role falls back to its name with spaces for underscores.
 *
 * @example
 *   const roleLabel = useRoleLabel();
 *   roleLabel('COACHING_OWNER') // 'COACHING OWNER' in en, 'কোচিং মালিক' in bn
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { roleText } from '../auth/user';

export function roleLabel(t: TFunction, role: string | null | undefined): string {
  if (!role) return '';
  return t(`roles.${role}`, { ns: 'common', defaultValue: roleText(role) });
}

export function useRoleLabel(): (role: string | null | undefined) => string {
  const { t } = useTranslation('common');
  return useCallback((role) => roleLabel(t, role), [t]);
}
