/**
 * Step 3: the FAQs. Two addresses: faq/new-faq writes them (in order), faq/import-faq copies the FAQs of another
 * class after them (POST online-class/faq with import_from_class_id, at once) or adds those of a CSV file
 * (lib/faq-csv.ts: question and answer columns; bad rows are named by line and left out).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TabLinks } from '@ui/data-list/tab-links';
import { SortableList } from '@question-types/kit/ui/sortable-list';
import { TextAreaField } from '@ui/text-area-field';
import { TextField } from '@ui/text-field';
import { Button } from '@ui/button';
import { Alert } from '@ui/alert';
import { Spinner } from '@ui/spinner';
import { pushToast } from '@kernel/notify/toasts';
import { classesPickQuery, saveFaqs } from '../api/authoring';
import { LIMITS, reorderByKeys } from '../lib/draft';
import { faqInputs, newFaq, toDraft } from '../lib/record';
import { faqsFromCsv, type FaqCsvResult } from '../lib/faq-csv';
import { useOnlineClassTranslation } from '../locales/texts';
import type { StepProps } from './wizard-steps';
import { StepError } from './step-error';

export function FaqStep(props: StepProps) {
  const { t } = useOnlineClassTranslation();
  const { paths, recordId, address } = props;
  const tab = address?.faqTab ?? 'new';
  return (
    <div className="flex flex-col gap-4">
      <TabLinks
        label={t('wizard.steps.faq')}
        testId="faq-tabs"
        dataName="tab"
        current={tab}
        tabs={[
          { id: 'new', to: paths.sub('faq/new-faq', recordId), label: t('faq.newTab') },
          { id: 'import', to: paths.sub('faq/import-faq', recordId), label: t('faq.importTab') },
        ]}
      />
      {tab === 'import' ? <ImportFaqs {...props} /> : <NewFaqs {...props} />}
    </div>
  );
}

function NewFaqs({ data, errors, change, busy }: StepProps) {
  const { t } = useOnlineClassTranslation();
  const faqs = data.faqs ?? [];
  const set = (next: typeof faqs) => change({ faqs: next });
  const edit = (i: number, patch: Partial<(typeof faqs)[number]>) => set(faqs.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <div className="flex flex-col gap-3">
      <StepError text={errors.faqs} />
      {faqs.length === 0 ? (
        <p className="text-sm text-muted" data-testid="faq-empty">
          {t('faq.empty')}
        </p>
      ) : (
        <SortableList
          label={t('faq.listLabel')}
          disabled={busy}
          onReorder={(keys) => set(reorderByKeys(faqs, keys))}
          items={faqs.map((f, i) => ({
            id: f.key,
            content: (
              <div className="flex flex-col gap-2" data-testid="faq-item">
                <TextField label={t('faq.question', { n: i + 1 })} name={`faqs.${i}.question`} value={f.question} maxLength={LIMITS.faqQuestion} onChange={(e) => edit(i, { question: e.target.value })} />
                <TextAreaField label={t('faq.answer', { n: i + 1 })} name={`faqs.${i}.answer`} rows={3} value={f.answer} onChange={(e) => edit(i, { answer: e.target.value })} />
                <div>
                  <Button variant="ghost" onClick={() => set(faqs.filter((_, j) => j !== i))}>
                    {t('faq.remove')}
                  </Button>
                </div>
              </div>
            ),
          }))}
        />
      )}
      <div>
        <Button variant="secondary" disabled={busy} onClick={() => set([...faqs, newFaq()])} data-testid="add-faq">
          {t('faq.add')}
        </Button>
      </div>
    </div>
  );
}

function ImportFaqs(props: StepProps) {
  const { data, change, recordId } = props;
  const { t } = useOnlineClassTranslation();
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const classes = useQuery(classesPickQuery(search));
  const others = (classes.data?.items ?? []).filter((c) => String(c.id) !== String(recordId));
  const run = async () => {
    if (from === null || recordId === null) return;
    setImporting(true);
    try {
      const saved = await saveFaqs({ class_id: Number(recordId), faqs: faqInputs(data.faqs ?? []), import_from_class_id: from });
      change({ faqs: toDraft(saved).faqs });
      pushToast('success', t('faq.imported', { count: saved.faqs.length - (data.faqs ?? []).length }));
      setFrom(null);
    } finally {
      setImporting(false);
    }
  };
  if (recordId === null) return <Alert variant="info">{t('faq.saveFirst')}</Alert>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('faq.importIntro')}</p>
      <TextField label={t('faq.searchClasses')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {classes.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : classes.isError ? (
        <Alert variant="error">{t('common.loadFailed')}</Alert>
      ) : others.length === 0 ? (
        <p className="text-sm text-muted">{t('faq.noClasses')}</p>
      ) : (
        <fieldset className="flex flex-col gap-1">
          <legend className="sr-only">{t('faq.pickClass')}</legend>
          {others.map((c) => (
            <label key={c.id} className="flex items-center gap-2 rounded-md px-2 py-1 text-sm text-ink hover:bg-canvas">
              <input type="radio" name="import_from" checked={from === c.id} onChange={() => setFrom(c.id)} />
              {c.title}
            </label>
          ))}
        </fieldset>
      )}
      <div>
        <Button variant="secondary" busy={importing} disabled={from === null} onClick={() => void run()} data-testid="import-faqs">
          {t('faq.import')}
        </Button>
      </div>
      <CsvFaqs {...props} />
      <p className="text-sm text-muted">{t('faq.count', { count: (data.faqs ?? []).length })}</p>
    </div>
  );
}

function CsvFaqs({ data, change, recordId }: StepProps) {
  const { t } = useOnlineClassTranslation();
  const [importing, setImporting] = useState(false);
  const [problems, setProblems] = useState<FaqCsvResult['problems']>([]);
  const read = async (file: File | undefined) => {
    if (!file || recordId === null) return;
    setImporting(true);
    try {
      const parsed = faqsFromCsv(await file.text());
      setProblems(parsed.problems);
      if (parsed.faqs.length === 0) return;
      const saved = await saveFaqs({ class_id: Number(recordId), faqs: [...faqInputs(data.faqs ?? []), ...parsed.faqs] });
      change({ faqs: toDraft(saved).faqs });
      pushToast('success', t('faq.imported', { count: parsed.faqs.length }));
    } finally {
      setImporting(false);
    }
  };
  return (
    <section className="flex flex-col gap-2 border-t border-line pt-3" aria-labelledby="faq-csv-title">
      <h3 id="faq-csv-title" className="text-sm font-medium text-ink">{t('faq.csvTitle')}</h3>
      <p className="text-sm text-muted">{t('faq.csvIntro')}</p>
      <input
        type="file"
        accept=".csv,text/csv"
        aria-labelledby="faq-csv-title"
        disabled={importing}
        className="text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium"
        onChange={(e) => void read(e.target.files?.[0] ?? undefined)}
        data-testid="faq-csv"
      />
      {importing && <Spinner size="sm" label={t('common.loading')} />}
      {problems.length > 0 && (
        <Alert variant="warning">
          <ul className="list-disc pl-5" data-testid="faq-csv-problems">
            {problems.map((p) => <li key={p.line}>{t('faq.csvProblem', { line: p.line, problem: t(`faq.csvProblems.${p.problem}`) })}</li>)}
          </ul>
        </Alert>
      )}
    </section>
  );
}
