/** A form's public link with a copy button (the clipboard, or the text selected for copying by hand when it is refused). */
import { useRef, useState } from 'react';
import { Button } from '@ui/button';
import { pushToast } from '@kernel/notify/toasts';
import { publicLink } from '../lib/answers';
import { useFormsTranslation } from '../locales/texts';

export function CopyLink({ slug }: { slug: string }) {
  const { t } = useFormsTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const link = publicLink(window.location.origin, slug);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      pushToast('success', t('link.copied'));
    } catch {
      input.current?.select();
      pushToast('warning', t('link.copyByHand'));
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="form-public-link" className="text-sm font-medium text-ink">
        {t('link.label')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="form-public-link"
          ref={input}
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
          className="min-w-0 flex-1 rounded-md border border-line bg-canvas px-3 py-2 text-sm text-ink"
          data-testid="public-link"
        />
        <Button variant="secondary" onClick={() => void copy()} data-testid="copy-link">
          {copied ? t('link.copiedShort') : t('link.copy')}
        </Button>
        <a href={link} target="_blank" rel="noopener noreferrer" className="inline-flex items-center rounded-md px-3 py-2 text-sm text-primary-700 underline-offset-2 hover:underline">
          {t('link.open')}
        </a>
      </div>
    </div>
  );
}
