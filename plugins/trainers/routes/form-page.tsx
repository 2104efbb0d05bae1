/** Add a trainer (invited by mail) or edit one, with the kernel's people kit. */
import { useParams } from 'react-router';
import { PersonFormPage } from '@kernel/people/person-form-page';
import { personIdParam } from '@kernel/people/person-form';
import { TRAINERS_BASE } from '../lib/paths';

export default function TrainerFormPage() {
  const { id } = useParams();
  return <PersonFormPage kind="trainer" listPath={`${TRAINERS_BASE}/list`} id={personIdParam(id)} />;
}
