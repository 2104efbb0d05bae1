import { Dialog as HDialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Called on Escape and outside clicks; leave out for a blocking dialog that cannot be dismissed. */
  onClose?: () => void;
  /** CSS max width; 500 px by default (docs/product-spec.md §9) */
  maxWidth?: number;
  testId?: string;
}

const ignore = () => {};

/**
 * Headless UI Dialog with the kit's look: traps focus and restores it. Without `onClose`
 * Escape and outside clicks do nothing, which is how the blocking start-up dialogs stay open.
 */
export function Dialog({ open, title, children, onClose, maxWidth = 500, testId }: DialogProps) {
  return (
    <HDialog open={open} onClose={onClose ?? ignore} className="relative z-50">
      <div className="fixed inset-0 bg-ink/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          data-testid={testId}
          style={{ maxWidth }}
          className="w-full rounded-card bg-surface p-6 shadow-xl"
        >
          <DialogTitle className="mb-4 text-lg font-semibold text-ink">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </HDialog>
  );
}
