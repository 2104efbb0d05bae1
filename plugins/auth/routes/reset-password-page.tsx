import { resetPassword } from '../api/auth-api';
import { PasswordForm } from '../components/password-form';

export default function ResetPasswordPage() {
  return <PasswordForm mode="reset" send={resetPassword} />;
}
