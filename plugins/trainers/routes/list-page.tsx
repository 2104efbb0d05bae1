/** The coaching owner's trainers (docs/routes.md trainer-management), drawn by the kernel's people kit. */
import { useAuth } from '@kernel/auth/auth-provider';
import { currentScope } from '@kernel/people/api';
import { peopleActions } from '@kernel/people/list-query';
import { PeopleListPage } from '@kernel/people/people-list-page';
import { TRAINERS_BASE } from '../lib/paths';

export default function TrainerListPage() {
  const { user } = useAuth();
  const scope = currentScope();
  return <PeopleListPage kind="trainer" basePath={TRAINERS_BASE} scope={scope} actions={peopleActions(user, 'trainer', { scope, forms: true })} />;
}
