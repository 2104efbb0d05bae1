/** Add a member of the platform staff (invited by mail) or edit one: the kernel's people kit, kind `staff`. */
import { useParams } from 'react-router';
import { PersonFormPage } from '@kernel/people/person-form-page';
import { personIdParam } from '@kernel/people/person-form';

const STAFF_LIST = '/master/administrative-roles/list';

export default function StaffFormPage() {
  const { id } = useParams();
  return <PersonFormPage kind="staff" listPath={STAFF_LIST} id={personIdParam(id)} />;
}
