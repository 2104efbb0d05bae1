import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@ui/spinner';
import { http } from '../http/client';
import { portalPath, storeSession } from '../auth/session';
import { useAuth } from '../auth/auth-provider';

/**
 * /ref?auth_token&auth_token2&user_id&user_type&organization_id&subdomain (docs/product-spec.md §2): verify the token with
 * GET auth-user, store the session, go to the user's portal (master when no type or sub-domain).
 * A failed check goes to the root (docs/product-spec.md §8).
 */
export default function RefPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();

  useEffect(() => {
    const token = params.get('auth_token');
    if (!token) {
      navigate('/', { replace: true });
      return;
    }
    let live = true;
    http
      .get('auth-user', { token, suppress401Redirect: true })
      .then(() => {
        if (!live) return;
        const type = params.get('user_type');
        storeSession({
          token,
          token2: params.get('auth_token2'),
          user_id: params.get('user_id'),
          user_type: type,
          organization_id: params.get('organization_id'),
        });
        auth.load();
        navigate(type && params.get('subdomain') ? portalPath(type) : '/master/portal', { replace: true });
      })
      .catch(() => {
        if (live) navigate('/', { replace: true });
      });
    return () => {
      live = false;
    };
    // runs once per link
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  return <PageSpinner label={t('ref.working')} />;
}
