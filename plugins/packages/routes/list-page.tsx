import { OfferingListPage } from '@kernel/offering/offering-list-page';

export default function ListPage() {
  return <OfferingListPage kind="PACKAGE" />;
}
