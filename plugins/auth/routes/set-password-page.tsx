import { setPassword } from '../api/auth-api';
import { PasswordForm } from '../components/password-form';

export default function SetPasswordPage() {
  return <PasswordForm mode="set" send={setPassword} />;
}
