/**
 * The automation editor dialog: name, when (event), then (action) and what the action needs. A loop (an action that
 * would start the same automation again) comes back as a 422 on `action` and shows there.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import {
  ACTIONS, contactListsQuery, createAutomation, EVENTS, invalidateCampaigns, updateAutomation, type Automation, type AutomationAction, type AutomationConfig,
  type AutomationEvent,
} from '../../api/campaigns-api';
import { useCampaignTranslation } from '../../locales/campaign-texts';
import { TextAreaField } from '@ui/text-area-field';

export function AutomationEditor({ automation, onClose }: { automation: Automation | null; onClose: () => void }) {
  const { t } = useCampaignTranslation();
  const client = useQueryClient();
  const lists = useQuery(contactListsQuery());
  const c = automation?.config ?? {};
  const [name, setName] = useState(automation?.name ?? '');
  const [event, setEvent] = useState<AutomationEvent>(automation?.event ?? 'evaluation.released');
  const [action, setAction] = useState<AutomationAction>(automation?.action ?? 'send-mail');
  const [f, setF] = useState({
    subject: c.subject ?? '',
    body: c.body ?? '',
    title: c.title ?? '',
    assignee: c.assignee_id ? String(c.assignee_id) : '',
    due: c.due_in_days !== undefined ? String(c.due_in_days) : '',
    list: c.list_id ? String(c.list_id) : '',
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const config = (): AutomationConfig => {
    if (action === 'send-mail') return { subject: f.subject, body: f.body };
    if (action === 'create-task') return { title: f.title, ...(f.assignee ? { assignee_id: Number(f.assignee) } : {}), ...(f.due !== '' ? { due_in_days: Number(f.due) } : {}) };
    return f.list ? { list_id: Number(f.list) } : {};
  };
  const save = useMutation({
    mutationFn: () => (automation ? updateAutomation(automation.id, { name, event, action, config: config() }) : createAutomation({ name, event, action, config: config() })),
    onSuccess: () => {
      pushToast('success', t('campaigns.automations.editor.saved'));
      void invalidateCampaigns(client);
      onClose();
    },
    onError: (e) => {
      if (e instanceof HttpError && e.status === 422) {
        setErrors(e.fieldErrors);
        pushToast('error', t('campaigns.automations.editor.failed'));
      }
    },
  });
  const err = (k: string) => errors[k]?.[0] ?? null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate();
  };
  const E = 'campaigns.automations.editor';
  return (
    <Dialog open onClose={onClose} title={automation ? t(`${E}.editTitle`) : t(`${E}.createTitle`)} maxWidth={600} testId="automation-editor">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField label={t(`${E}.name`)} name="name" value={name} onChange={(e) => setName(e.target.value)} error={err('name')} maxLength={200} />
        <SelectField label={t(`${E}.event`)} name="event" value={event} onChange={(v) => setEvent(v as AutomationEvent)} options={EVENTS.map((x) => ({ value: x, label: t(`campaigns.automations.events.${x}`) }))} error={err('event')} />
        <SelectField label={t(`${E}.action`)} name="action" value={action} onChange={(v) => setAction(v as AutomationAction)} options={ACTIONS.map((x) => ({ value: x, label: t(`campaigns.automations.actions.${x}`) }))} error={err('action')} />
        {action === 'send-mail' && (
          <>
            <TextField label={t(`${E}.subject`)} name="subject" value={f.subject} onChange={(e) => setF({ ...f, subject: e.target.value })} error={err('config.subject')} maxLength={200} />
            <TextAreaField label={t(`${E}.body`)} name="body" value={f.body} onChange={(e) => setF({ ...f, body: e.target.value })} error={err('config.body')} rows={6} />
          </>
        )}
        {action === 'create-task' && (
          <>
            <TextField label={t(`${E}.title`)} name="title" value={f.title} onChange={(e) => setF({ ...f, title: e.target.value })} error={err('config.title')} maxLength={200} />
            <TextField label={t(`${E}.assignee`)} name="assignee" type="number" min={1} value={f.assignee} onChange={(e) => setF({ ...f, assignee: e.target.value })} error={err('config.assignee_id')} />
            <TextField label={t(`${E}.dueInDays`)} name="due" type="number" min={0} max={365} value={f.due} onChange={(e) => setF({ ...f, due: e.target.value })} error={err('config.due_in_days')} />
          </>
        )}
        {action === 'add-contact' && (
          <SelectField
            label={t(`${E}.list`)}
            name="list"
            value={f.list}
            onChange={(v) => setF({ ...f, list: v })}
            options={(lists.data?.items ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
            placeholder={t('campaigns.audience.pickList')}
            error={err('config.list_id')}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('campaigns.common.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending} data-testid="save-automation">
            {t('campaigns.common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
