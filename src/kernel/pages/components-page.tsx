import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ui/alert';
import { Avatar } from '@ui/avatar';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { EmptyState } from '@ui/empty-state';
import { PasswordField } from '@ui/password-field';
import { Slider } from '@ui/slider';
import { Skeleton, Spinner } from '@ui/spinner';
import { TextField } from '@ui/text-field';
import { pushToast } from '../notify/toasts';

/** /components: the ui kit on one page (docs/product-spec.md §2). */
export default function ComponentsPage() {
  const { t } = useTranslation('pages');
  const [value, setValue] = useState('50');
  const [open, setOpen] = useState(false);
  const section = 'flex flex-col gap-3 rounded-card border border-line bg-surface p-5';
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-ink">{t('components.title')}</h1>
        <p className="text-muted">{t('components.intro')}</p>
      </header>
      <section className={section}>
        <h2 className="font-semibold">{t('components.buttons')}</h2>
        <div className="flex flex-wrap gap-2">
          <Button>{t('components.primary')}</Button>
          <Button variant="secondary">{t('components.secondary')}</Button>
          <Button variant="danger">{t('components.danger')}</Button>
          <Button busy>{t('components.busy')}</Button>
        </div>
      </section>
      <section className={section}>
        <h2 className="font-semibold">{t('components.fields')}</h2>
        <TextField label={t('components.sampleName')} hint={t('components.sampleNameHint')} />
        <TextField label={t('components.sampleName')} error={t('components.sampleError')} />
        <PasswordField label={t('components.sampleName')} />
        <Slider label={t('components.slider')} name="sample" value={value} onChange={setValue} min={10} max={90} />
      </section>
      <section className={section}>
        <h2 className="font-semibold">{t('components.feedback')}</h2>
        <Alert variant="info">{t('components.infoAlert')}</Alert>
        <Alert variant="error">{t('components.errorAlert')}</Alert>
        <EmptyState title={t('components.empty')} action={<Button variant="secondary">{t('components.emptyAction')}</Button>} />
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => pushToast('info', t('components.toastText'))}>{t('components.toast')}</Button>
          <Button variant="secondary" onClick={() => setOpen(true)}>{t('components.dialog')}</Button>
          <Spinner label={t('components.loading')} />
          <Skeleton className="h-6 w-32" />
          <Avatar alt={t('components.avatar')} />
        </div>
        <Dialog open={open} onClose={() => setOpen(false)} title={t('components.dialogTitle')}>
          <p className="mb-4 text-sm">{t('components.dialogBody')}</p>
          <Button onClick={() => setOpen(false)}>{t('components.primary')}</Button>
        </Dialog>
      </section>
    </div>
  );
}
