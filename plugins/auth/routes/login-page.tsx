import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PasswordField } from '@ui/password-field';
import { TextField } from '@ui/text-field';
import { mapUserType, portalPath, storeSession } from '@kernel/auth/session';
import { useAuth } from '@kernel/auth/auth-provider';
import { AuthCard } from '../components/auth-card';
import { pathTo } from '@kernel/router/route-refs';
import { currentTenant } from '@kernel/http/tenant';
import { links } from '../links';
import { safeRedirect } from '../lib/redirect';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const auth = useAuth();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setError(null);
    try {
      // the http client loads on the first submit: it is not needed to draw the page (the /login budget)
      const { login } = await import('../api/auth-api');
      const { data } = await login(email.trim(), password);
      storeSession(data);
      auth.load();
      // back where the visitor was sent from (a public quiz), else the role's portal
      navigate(safeRedirect(params.get('redirect')) ?? portalPath(mapUserType(data.user_type)), { replace: true });
    } catch (err) {
      // the http client has toasted it; the server's own message is shown inline too
      const e = err as { serverMessage?: string; messages?: string[] } | null;
      setError(e?.serverMessage ?? e?.messages?.[0] ?? t('login.failed'));
      setSending(false);
    }
  };

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" aria-describedby={error ? 'login-error' : undefined}>
        {error && (
          <div id="login-error">
            <Alert variant="error">{error}</Alert>
          </div>
        )}
        <TextField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex justify-end">
          <Link to="/recover-your-password" className="text-sm font-medium text-primary-700 underline-offset-2 hover:underline">
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" busy={sending} disabled={!email || !password}>
          {sending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      {/* a new visitor's way in: a centre's address takes students, the platform's takes centres (docs/product-spec.md §11) */}
      <p className="mt-5 border-t border-line pt-4 text-center text-sm text-muted">
        {currentTenant() ? t('login.newStudent') : t('login.newCentre')}{' '}
        <Link
          to={pathTo(currentTenant() ? links.studentRegistration : links.centreOnboarding)}
          className="font-medium text-primary-700 underline-offset-2 hover:underline"
          data-testid="register-link"
        >
          {currentTenant() ? t('login.register') : t('login.registerCentre')}
        </Link>
      </p>
    </AuthCard>
  );
}
