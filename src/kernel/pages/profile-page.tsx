import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bn } from 'date-fns/locale/bn';
import { Alert } from '@ui/alert';
import { Avatar } from '@ui/avatar';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import { fullName } from '../auth/user';
import { useAuth } from '../auth/auth-provider';
import { formatDisplayDate } from '../dates/format';
import { useRoleLabel } from '../layouts/role-label';
import { profileQuery, type Profile } from './profile/api';
import { NamesForm } from './profile/names-form';
import { PasswordForm } from './profile/password-form';
import { TargetSection } from './profile/target-section';

/**
 * /profile for every role: the account's facts, the names and photo, the password, and for a student the target
 * scores and exam date (no one else has a target, so no one else sees the section).
 */
export default function ProfilePage() {
  const { t, i18n } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  const roleLabel = useRoleLabel();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery(profileQuery);
  const locale = i18n.language === 'bn' ? bn : undefined;

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full max-w-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('profile.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>{tc('retry')}</Button>
      </div>
    );
  }
  const p = query.data;
  // the header's name, photo and has_target_score come from auth-user: fetch it again after a change
  const saved = (next: Profile) => {
    queryClient.setQueryData(profileQuery.queryKey, next);
    auth.load();
  };
  const rows: [string, string][] = [
    [t('profile.email'), p.email],
    [t('profile.phone'), p.phone || t('profile.notGiven')],
    [t('profile.role'), roleLabel(p.role)],
    [t('profile.emailVerified'), p.email_verified_at ? t('profile.yes') : t('profile.no')],
    [t('profile.organization'), p.organization_id ? String(p.organization_id) : t('profile.notGiven')],
    [t('profile.memberSince'), formatDisplayDate(p.created_at, locale) || t('profile.notGiven')],
  ];
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex items-center gap-4">
        <Avatar key={p.image ?? 'none'} src={p.image} alt={fullName(p)} size={64} />
        <div>
          <h1 className="text-2xl font-semibold text-ink">{t('profile.title')}</h1>
          <p className="text-muted" data-testid="profile-name">{fullName(p)}</p>
        </div>
      </div>
      <section className="rounded-card border border-line bg-surface p-5" aria-label={t('profile.details')}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt className="text-xs text-muted">{k}</dt>
              <dd className="text-sm text-ink">{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      {p.role === 'STUDENT' && <TargetSection target={p.target_score} onSaved={(target) => saved({ ...p, target_score: target })} />}
      <section className="rounded-card border border-line bg-surface p-5">
        <NamesForm key={p.id} profile={p} onSaved={saved} />
      </section>
      <section className="rounded-card border border-line bg-surface p-5">
        <PasswordForm />
      </section>
    </div>
  );
}
