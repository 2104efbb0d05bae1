import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';

/** A destructive action's confirmation, naming the thing (UI.md): the confirm button is `confirm-yes` for tests. */
export function ConfirmDialog({ open, title, body, confirmLabel, cancelLabel, busy, onConfirm, onClose }: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} title={title} onClose={onClose} testId="confirm-dialog">
      <p className="text-sm text-ink">{body}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button variant="danger" busy={busy} onClick={onConfirm} data-testid="confirm-yes">
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
