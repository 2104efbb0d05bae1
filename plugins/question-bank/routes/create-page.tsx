import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { pushToast } from '@kernel/notify/toasts';
import { isSection, questionType } from '@question-types/registry';
import { createQuestion, invalidateBank } from '../api/questions-api';
import { QuestionForm } from '../components/question-form';
import { useBankPaths } from '../components/paths';
import { useBankTranslation } from '../components/texts';

/** POST questions. `?type=` preselects a type, `?section=` says where to go back to. */
export default function CreatePage() {
  const { t } = useBankTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paths = useBankPaths();
  const client = useQueryClient();
  const preset = questionType(params.get('type') ?? '');
  const section = params.get('section');
  const back = () => navigate(isSection(section) ? paths.list(section) : paths.index);
  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <h1 className="text-2xl font-semibold text-ink">{t('form.createTitle')}</h1>
      <QuestionForm
        initial={{ type: preset?.slug ?? '', title: '', frequency: 'MODERATE', source: 'PRACTICE', content: null, key: null }}
        submit={createQuestion}
        onSaved={(body) => {
          invalidateBank(client);
          pushToast('success', t('toast.created'));
          navigate(paths.list(questionType(body.type)?.section ?? 'reading'));
        }}
        onCancel={back}
      />
    </div>
  );
}
