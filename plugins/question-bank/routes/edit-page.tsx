import { useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { pushToast } from '@kernel/notify/toasts';
import { invalidateBank, questionQuery, updateQuestion } from '../api/questions-api';
import { QuestionForm } from '../components/question-form';
import { useBankPaths } from '../components/paths';
import { useBankTranslation } from '../components/texts';

/** GET questions/{id} (with its key, for an author), then PUT. */
export default function EditPage() {
  const { t } = useBankTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const paths = useBankPaths();
  const client = useQueryClient();
  const query = useQuery(questionQuery(id));

  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('form.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (query.isPending) return <PageSpinner label={t('loading')} />;
  const q = query.data;
  const section = q.question_type.group || 'reading';
  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <h1 className="text-2xl font-semibold text-ink">{t('form.editTitle')}</h1>
      <QuestionForm
        key={q.id}
        typeFixed
        initial={{ type: q.question_type.slug, title: q.title, frequency: q.frequency, source: q.source, content: q.content, key: q.key ?? null }}
        submit={(body) => updateQuestion(id, body)}
        onSaved={() => {
          invalidateBank(client);
          pushToast('success', t('toast.updated'));
          navigate(paths.list(section));
        }}
        onCancel={() => navigate(paths.list(section))}
      />
    </div>
  );
}
