export default function Login() {
  return (
    <form>
      <label>E-mail <input name="email" /></label>
      <label>Password <input name="password" type="password" /></label>
      <button type="submit">Sign in</button>
    </form>
  );
}
