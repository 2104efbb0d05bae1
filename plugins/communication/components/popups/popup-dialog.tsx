/**
 * One pending popup over the student's start page (loaded only when something is pending). Showing it records that
 * it was seen; Close records the dismissal, so it is not shown again; answering a suggestion, feedback or forum
 * closes it too. It stays readable in /student/communication.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';
import { dismissPopup, markSeen, type StudentPopup } from '../../api/popups-api';
import { RESPONDABLE_KINDS } from '../../lib/popup-kinds';
import { PopupContent } from './popup-content';
import { AnswerForm } from './answer-form';
import { usePopupTranslation } from '../../locales/popup-texts';

export default function PopupDialog({ popup }: { popup: StudentPopup }) {
  const { t } = usePopupTranslation();
  const [open, setOpen] = useState(true);
  const [thanks, setThanks] = useState(false);
  useEffect(() => {
    void markSeen(popup.id).catch(() => undefined);
  }, [popup.id]);
  const close = () => {
    setOpen(false);
    // a dismissal that fails to reach the server only means the popup comes back at the next sign-in
    void dismissPopup(popup.id).catch(() => undefined);
  };
  const closeButton = (
    <Button variant="secondary" onClick={close} data-testid="dismiss-popup">
      {t('popups.student.close')}
    </Button>
  );
  return (
    <Dialog open={open} title={popup.title} onClose={close} testId="student-popup">
      <div className="flex flex-col gap-4">
        <PopupContent popup={popup} />
        {thanks ? (
          <p role="status" className="text-sm text-ink">
            {t('popups.student.thanks')}
          </p>
        ) : (
          RESPONDABLE_KINDS.includes(popup.kind) && <AnswerForm popupId={popup.id} kind={popup.kind} onSent={() => setThanks(true)} />
        )}
        <div className="flex items-center justify-between gap-2">
          <Link to="/student/communication" className="text-sm text-primary-700 underline" onClick={close}>
            {t('popups.student.seeAll')}
          </Link>
          {closeButton}
        </div>
      </div>
    </Dialog>
  );
}
