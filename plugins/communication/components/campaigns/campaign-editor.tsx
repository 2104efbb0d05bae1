/**
 * The campaign editor dialog: name, subject, body and the audience (a list, a source, students whose package ends
 * soon, a group), with the audience's size counted by the server as it changes. 422s land on their fields.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { SelectField } from '@ui/select-field';
import { TextField } from '@ui/text-field';
import {
  contactListsQuery, countAudience, createCampaign, invalidateCampaigns, SOURCES, updateCampaign, type Audience, type AudienceCount, type CampaignDetail,
} from '../../api/campaigns-api';
import { popupOptionsQuery } from '../../api/popups-api';
import { useCampaignTranslation } from '../../locales/campaign-texts';
import { TextAreaField } from '@ui/text-area-field';

type Kind = Audience['kind'];
const PLACEHOLDER_LIST = '{{name}}, {{first_name}}, {{email}}, {{centre}}';

function audienceOf(kind: Kind, v: { list: string; group: string; days: string; source: string }): Audience | null {
  if (kind === 'list') return v.list ? { kind, list_id: Number(v.list) } : null;
  if (kind === 'group') return Number(v.group) > 0 ? { kind, group_id: Number(v.group) } : null;
  if (kind === 'expiring') return Number(v.days) > 0 ? { kind, days: Number(v.days) } : null;
  return { kind, source: v.source as (typeof SOURCES)[number] };
}

export function CampaignEditor({ open, campaign, onClose }: { open: boolean; campaign: CampaignDetail | null; onClose: () => void }) {
  const { t } = useCampaignTranslation();
  const client = useQueryClient();
  const lists = useQuery({ ...contactListsQuery(), enabled: open });
  const a = campaign?.audience;
  const [name, setName] = useState(campaign?.name ?? '');
  const [subject, setSubject] = useState(campaign?.subject ?? '');
  const [body, setBody] = useState(campaign?.body ?? '');
  const [kind, setKind] = useState<Kind>(a?.kind ?? 'list');
  // the centre's groups come with the popups' audience options (the same plugin, the same staff)
  const groups = useQuery({ ...popupOptionsQuery(''), enabled: open && kind === 'group' });
  const [v, setV] = useState<{ list: string; group: string; days: string; source: string }>({
    list: a?.kind === 'list' ? String(a.list_id) : '',
    group: a?.kind === 'group' ? String(a.group_id) : '',
    days: a?.kind === 'expiring' ? String(a.days) : '7',
    source: a?.kind === 'source' ? a.source : 'form',
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [count, setCount] = useState<AudienceCount | null>(null);
  const audience = audienceOf(kind, v);
  const audienceKey = JSON.stringify(audience);

  useEffect(() => {
    if (!open || !audience) {
      setCount(null);
      return;
    }
    let live = true;
    countAudience(audience).then(
      (c) => live && setCount(c),
      () => live && setCount(null),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the audience's value, not its identity
  }, [open, audienceKey]);

  const save = useMutation({
    mutationFn: () => {
      const payload = { name, subject, body, audience: audience ?? ({ kind } as unknown as Audience) };
      return campaign ? updateCampaign(campaign.id, payload) : createCampaign(payload);
    },
    onSuccess: () => {
      pushToast('success', t('campaigns.editor.saved'));
      void invalidateCampaigns(client);
      onClose();
    },
    onError: (e) => {
      if (e instanceof HttpError && e.status === 422) {
        setErrors(e.fieldErrors);
        pushToast('error', t('campaigns.editor.failed'));
      }
    },
  });
  const err = (k: string) => errors[k]?.[0] ?? null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate();
  };
  const listOptions = (lists.data?.items ?? []).map((l) => ({ value: String(l.id), label: l.name }));
  const groupOptions = (groups.data?.groups ?? []).map((g) => ({ value: String(g.id), label: g.name }));

  return (
    <Dialog open={open} onClose={onClose} title={campaign ? t('campaigns.editor.editTitle') : t('campaigns.editor.createTitle')} maxWidth={640} testId="campaign-editor">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField label={t('campaigns.editor.name')} name="name" value={name} onChange={(e) => setName(e.target.value)} error={err('name')} required maxLength={200} />
        <TextField label={t('campaigns.editor.subject')} name="subject" value={subject} onChange={(e) => setSubject(e.target.value)} error={err('subject')} required maxLength={200} />
        <TextAreaField label={t('campaigns.editor.body')} name="body" value={body} onChange={(e) => setBody(e.target.value)} error={err('body')} hint={t('campaigns.editor.bodyHint', { list: PLACEHOLDER_LIST, interpolation: { escapeValue: false } })} rows={8} />
        <SelectField
          label={t('campaigns.audience.kind')}
          name="audience-kind"
          value={kind}
          onChange={(x) => setKind(x as Kind)}
          options={(['list', 'source', 'expiring', 'group'] as const).map((k) => ({ value: k, label: t(`campaigns.audience.kinds.${k}`) }))}
          error={err('audience')}
        />
        {kind === 'list' && (
          <SelectField
            label={t('campaigns.audience.list')}
            name="audience-list"
            value={v.list}
            onChange={(x) => setV({ ...v, list: x })}
            options={listOptions}
            placeholder={t('campaigns.audience.pickList')}
            error={err('audience.list_id')}
            hint={lists.isSuccess && listOptions.length === 0 ? t('campaigns.audience.noLists') : undefined}
          />
        )}
        {kind === 'source' && (
          <SelectField
            label={t('campaigns.audience.source')}
            name="audience-source"
            value={v.source}
            onChange={(x) => setV({ ...v, source: x })}
            options={SOURCES.map((s) => ({ value: s, label: t(`campaigns.audience.sources.${s}`) }))}
            error={err('audience.source')}
          />
        )}
        {kind === 'expiring' && (
          <TextField label={t('campaigns.audience.days')} name="audience-days" type="number" min={1} max={365} value={v.days} onChange={(e) => setV({ ...v, days: e.target.value })} error={err('audience.days')} />
        )}
        {kind === 'group' && (
          <SelectField
            label={t('campaigns.audience.group')}
            name="audience-group"
            value={v.group}
            onChange={(x) => setV({ ...v, group: x })}
            options={groupOptions}
            placeholder={t('campaigns.audience.pickGroup')}
            error={err('audience.group_id')}
            hint={groups.isSuccess && groupOptions.length === 0 ? t('campaigns.audience.noGroups') : undefined}
          />
        )}
        <p className="text-sm text-muted" aria-live="polite" data-testid="audience-count">
          {count
            ? t('campaigns.audience.count', { total: count.total, unsubscribed: count.unsubscribed, perMinute: count.per_minute, minutes: count.minutes })
            : audience
              ? t('campaigns.audience.counting')
              : ''}
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('campaigns.common.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending} data-testid="save-campaign">
            {t('campaigns.common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
