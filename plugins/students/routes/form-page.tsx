/** Add or edit a student (the master's and the coaching owner's student management), with the kernel's people kit. */
import { useLocation, useParams } from 'react-router';
import { PersonFormPage } from '@kernel/people/person-form-page';
import { personIdParam } from '@kernel/people/person-form';
import { studentsPlace } from '../lib/place';

export default function StudentFormPage() {
  const place = studentsPlace(useLocation().pathname);
  const { id } = useParams();
  return <PersonFormPage kind="student" listPath={place.list} id={personIdParam(id)} />;
}
