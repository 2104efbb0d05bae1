import { StatusPage } from './forbidden-page';

export default function NotFoundPage() {
  return <StatusPage ns="notFound" />;
}
