import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bn } from 'date-fns/locale/bn';
import { Alert } from '@ui/alert';
import { Avatar } from '@ui/avatar';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import { http, type ApiEnvelope } from '../http/client';
import { fullName, roleText } from '../auth/user';
import { formatDisplayDate } from '../dates/format';

interface Profile {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  role: string;
  image: string | null;
  status: string | boolean | null;
  email_verified_at: string | null;
  organization_id: number | null;
  created_at: string | null;
  target_score: { exam_date: string; speaking: number; listening: number; writing: number; reading: number } | null;
}

/** the four skills of a target score, in the order the profile shows them */
const SKILLS = ['speaking', 'listening', 'writing', 'reading'] as const;

const profileQuery = queryOptions({
  queryKey: ['users', 'profile'],
  queryFn: async () => (await http.get<ApiEnvelope<Profile>>('users/profile')).data,
});

export default function ProfilePage() {
  const { t, i18n } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
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
  const rows: [string, string][] = [
    [t('profile.email'), p.email],
    [t('profile.phone'), p.phone || t('profile.notGiven')],
    [t('profile.role'), roleText(p.role)],
    [t('profile.emailVerified'), p.email_verified_at ? t('profile.yes') : t('profile.no')],
    [t('profile.organization'), p.organization_id ? String(p.organization_id) : t('profile.notGiven')],
    [t('profile.memberSince'), formatDisplayDate(p.created_at, locale) || t('profile.notGiven')],
  ];
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex items-center gap-4">
        <Avatar src={p.image} alt={fullName(p)} size={64} />
        <div>
          <h1 className="text-2xl font-semibold text-ink">{t('profile.title')}</h1>
          <p className="text-muted">{fullName(p)}</p>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-card border border-line bg-surface p-5 sm:grid-cols-2">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs text-muted">{k}</dt>
            <dd className="text-sm text-ink">{v}</dd>
          </div>
        ))}
      </dl>
      <section className="rounded-card border border-line bg-surface p-5" data-testid="profile-target-score">
        <h2 className="mb-3 text-lg font-semibold text-ink">{t('profile.targetScore')}</h2>
        {p.target_score ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {SKILLS.map((s) => (
              <div key={s}>
                <dt className="text-xs text-muted">{t(`profile.skills.${s}`)}</dt>
                <dd className="text-xl font-semibold tabular-nums">{p.target_score![s]}</dd>
              </div>
            ))}
            <div>
              <dt className="text-xs text-muted">{t('profile.examDate')}</dt>
              <dd className="text-sm">{formatDisplayDate(p.target_score.exam_date, locale)}</dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-muted">{t('profile.noTarget')}</p>
        )}
      </section>
    </div>
  );
}
