/**
 * The centre's primary colour: a colour picker and the hex code beside it (either one sets it), and a preview of
 * a button in the shade the theme will really use, which is darker than the colour chosen when white text on it
 * would not be readable (the kernel's branding shades).
 */
import { useId } from 'react';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { primaryShades } from '@kernel/branding/shades';
import { normaliseHex } from '../lib/form';
import { useCentresTranslation } from '../locales/texts';

/** the theme's own primary (src/styles/theme.css), shown by the picker when no colour is set */
const PLATFORM_PRIMARY = '#1d4ed8';

export function ColourField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string | null }) {
  const { t } = useCentresTranslation();
  const id = useId();
  const hex = normaliseHex(value);
  const shades = hex ? primaryShades(hex) : null;
  const button = shades?.['600'] ?? PLATFORM_PRIMARY;
  return (
    <fieldset className="flex flex-col gap-2" data-testid="colour-field">
      <legend className="mb-1 text-sm font-medium text-ink">{t('colour.label')}</legend>
      <div className="flex flex-wrap items-start gap-3">
        <input
          id={`${id}-picker`}
          type="color"
          aria-label={t('colour.picker')}
          value={hex ?? PLATFORM_PRIMARY}
          onChange={(e) => onChange(e.target.value)}
          className="mt-6 h-10 w-14 cursor-pointer rounded-md border border-line bg-surface p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          data-testid="colour-picker"
        />
        <TextField label={t('colour.hex')} name="primary_color" value={value} onChange={(e) => onChange(e.target.value)} error={error} hint={t('colour.hint')} maxLength={7} spellCheck={false} autoComplete="off" className="w-56" />
        {value && (
          <Button variant="ghost" className="mt-6" onClick={() => onChange('')}>
            {t('colour.reset')}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3" aria-label={t('colour.previewLabel')} role="group">
        <span className="inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm font-medium text-white" style={{ backgroundColor: button }} data-testid="colour-sample" data-shade={button}>
          {t('colour.sample')}
        </span>
        {hex && shades && shades['600'] !== hex && <p className="text-xs text-muted">{t('colour.darkened', { shade: shades['600'] })}</p>}
      </div>
    </fieldset>
  );
}
