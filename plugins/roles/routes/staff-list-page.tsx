/**
 * The master's administrative roles: the platform's staff (docs/product-spec.md §10 "Platform staff"), the users of
 * no centre with a master's role, drawn by the kernel's people kit (its texts, the `people` namespace, included).
 */
import { useAuth } from '@kernel/auth/auth-provider';
import { currentScope } from '@kernel/people/api';
import { peopleActions } from '@kernel/people/list-query';
import { PeopleListPage } from '@kernel/people/people-list-page';

/** index.ts declares the staff pages here: `/list`, `/create`, `/edit/:id` */
const STAFF_BASE = '/master/administrative-roles';

export default function StaffListPage() {
  const { user } = useAuth();
  const scope = currentScope();
  return <PeopleListPage kind="staff" basePath={STAFF_BASE} scope={scope} actions={peopleActions(user, 'staff', { scope, forms: true })} />;
}
