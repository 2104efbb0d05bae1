import { useTranslation } from 'react-i18next';
import { Avatar } from '@ui/avatar';
import { fullName, type AuthUser } from '../auth/user';
import { getUserType, readSession } from '../auth/session';
import { useRoleLabel } from './role-label';

/** Avatar, full name, role (in the page's language; in en its name with spaces for underscores) and the ID line of the user's type (docs/product-spec.md §1). */
export function UserCard({ user, compact = false }: { user: AuthUser | null; compact?: boolean }) {
  const { t } = useTranslation('layout');
  const roleLabel = useRoleLabel();
  const name = fullName(user, t('userFallback'));
  const type = getUserType() ?? 'STUDENT';
  const id = readSession('user_id') ?? String(user?.id ?? '');
  return (
    <div className={`flex items-center gap-3 ${compact ? 'flex-col text-center' : ''}`}>
      <Avatar src={user?.image} alt={t('avatarAlt', { name })} size={compact ? 40 : 48} />
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink">{name}</p>
        <p className="truncate text-xs text-muted" data-testid="user-role">{roleLabel(user?.role)}</p>
        <p className="truncate text-xs text-muted">{t(`idLines.${type}`, { id })}</p>
      </div>
    </div>
  );
}
