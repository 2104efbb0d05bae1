/** Step 8: everything the class holds, with links back to each step; review/module/{id} shows one module. Finish publishes. */
import { Link } from 'react-router';
import { Button } from '@ui/button';
import { useOnlineClassTranslation } from '../locales/texts';
import type { StepProps } from './wizard-steps';
import { StepError } from './step-error';
import { ClassOutline } from './class-outline';
import { findModule, moduleRef } from './modules-step';

export function ReviewStep({ data, errors, jump, address, paths, recordId }: StepProps) {
  const { t } = useOnlineClassTranslation();
  const modules = data.modules ?? [];
  const only = address?.module !== undefined ? findModule(modules, address.module) : -1;
  const EditLink = ({ step }: { step: string }) => (
    <Button variant="ghost" onClick={() => jump(step)} data-testid={`review-edit-${step}`}>
      {t('common.edit')}
    </Button>
  );
  const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
  return (
    <div className="flex flex-col gap-5" data-testid="review">
      <StepError text={Object.values(errors).find(Boolean)} />
      {only < 0 && (
        <>
          <section className="flex flex-col gap-2">
            <div className="flex items-center justify-between">
              <h3 className="text-base font-semibold text-ink">{t('wizard.steps.class-information')}</h3>
              <EditLink step="class-information" />
            </div>
            <dl className="flex flex-col gap-2">
              <Row label={t('info.title')}>{data.title}</Row>
              <Row label={t('info.description')}>{data.description}</Row>
              <Row label={t('info.level')}>{t(`levels.${data.level ?? 'beginner'}`)}</Row>
              <Row label={t('info.ribbon')}>{data.ribbon ? t(`ribbons.${data.ribbon}`, { defaultValue: data.ribbon }) : t('info.noRibbon')}</Row>
              <Row label={t('info.featured')}>{data.featured ? t('common.yes') : t('common.no')}</Row>
            </dl>
          </section>
          <section className="flex flex-col gap-2">
            <div className="flex items-center justify-between">
              <h3 className="text-base font-semibold text-ink">{t('wizard.steps.why-important')}</h3>
              <EditLink step="why-important" />
            </div>
            <ul className="list-disc pl-5 text-sm text-ink">
              {(data.why_important ?? []).filter((p) => p.trim()).map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          </section>
          <section className="flex flex-col gap-2">
            <div className="flex items-center justify-between">
              <h3 className="text-base font-semibold text-ink">{t('wizard.steps.faq')}</h3>
              <EditLink step="faq" />
            </div>
            <p className="text-sm text-ink">{t('faq.count', { count: (data.faqs ?? []).length })}</p>
          </section>
          <section className="flex flex-col gap-2">
            <div className="flex items-center justify-between">
              <h3 className="text-base font-semibold text-ink">{t('wizard.steps.class-mapping')}</h3>
              <EditLink step="class-mapping" />
            </div>
            <p className="text-sm text-ink">
              {t('review.mapping', { courses: (data.course_ids ?? []).length, packages: (data.package_ids ?? []).length, groups: (data.group_ids ?? []).length })}
            </p>
          </section>
        </>
      )}
      <section className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-semibold text-ink">{only >= 0 ? t('review.oneModule') : t('review.modules')}</h3>
          <span className="flex gap-1">
            {only >= 0 && (
              <Link to={paths.sub('review', recordId)} className="rounded px-2 py-1 text-sm text-primary-700 underline-offset-2 hover:underline">
                {t('review.allModules')}
              </Link>
            )}
            <EditLink step="chapter-details" />
          </span>
        </div>
        <ClassOutline
          modules={only >= 0 ? modules.slice(only, only + 1) : modules}
          moduleLink={(m) => (only >= 0 ? null : paths.sub(`review/module/${encodeURIComponent(moduleRef(m))}`, recordId))}
          chapterLink={(m, chapterId) => (m.id && recordId !== null ? paths.preview(m.id, chapterId, recordId) : null)}
        />
      </section>
      <p className="text-sm text-muted">{t('review.publishNote')}</p>
    </div>
  );
}
