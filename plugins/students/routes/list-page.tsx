/**
 * Students: the master's and the coaching owner's student management, and the admin's our-student (the same list,
 * with what the admin's permissions allow and no create or edit pages). The list itself is the kernel's people kit.
 */
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@kernel/auth/auth-provider';
import { currentScope } from '@kernel/people/api';
import { peopleActions } from '@kernel/people/list-query';
import { PeopleListPage } from '@kernel/people/people-list-page';
import { studentsPlace } from '../lib/place';

export default function StudentListPage() {
  const place = studentsPlace(useLocation().pathname);
  const { user } = useAuth();
  const { t } = useTranslation('students');
  const scope = currentScope();
  return (
    <PeopleListPage
      kind="student"
      basePath={place.base}
      scope={scope}
      actions={peopleActions(user, 'student', { scope, forms: place.base !== null })}
      title={place.portal === 'admin' ? t('menu.ourStudent') : undefined}
    />
  );
}
