/**
 * The branches that get an item: a centre at a time (a centre's item: only its own), its branches as checkboxes.
 * Branches of other centres already chosen stay as they are; the save sends the whole set.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';
import { SelectField } from '@ui/select-field';
import { Spinner } from '@ui/spinner';
import { pushToast } from '@kernel/notify/toasts';
import { centreBranchesQuery, centresQuery, invalidateContent, setItemBranches, type ContentItem, type ServerKind } from '../api/content-api';
import { useContentTranslation } from '../locales/texts';

export function BranchesDialog({ kind, item, onClose }: { kind: ServerKind; item: ContentItem; onClose: () => void }) {
  const { t } = useContentTranslation();
  const client = useQueryClient();
  const fixed = item.organization_id;
  const [centre, setCentre] = useState(fixed !== null ? String(fixed) : item.branches[0] ? String(item.branches[0].organization_id) : '');
  const [chosen, setChosen] = useState(() => new Map(item.branches.map((b) => [b.id, b.organization_id])));
  const centres = useQuery(centresQuery());
  const branches = useQuery({ ...centreBranchesQuery(Number(centre)), enabled: centre !== '' });
  const centreName = centres.data?.items.find((c) => String(c.id) === centre)?.name ?? '';
  const elsewhere = [...chosen.values()].filter((org) => String(org) !== centre).length;
  const save = useMutation({
    mutationFn: () => setItemBranches(kind, item.id, [...chosen.keys()]),
    onSuccess: (r) => {
      pushToast('success', t('branches.saved', { title: r.title }));
      void invalidateContent(client);
      onClose();
    },
  });
  const toggle = (id: number, org: number, on: boolean) =>
    setChosen((m) => {
      const next = new Map(m);
      if (on) next.set(id, org);
      else next.delete(id);
      return next;
    });
  return (
    <Dialog open title={t('branches.title', { title: item.title })} onClose={onClose} testId="branches-dialog">
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        {fixed === null && (
          <SelectField
            label={t('branches.centre')}
            name="organization_id"
            value={centre}
            placeholder={t('branches.chooseCentre')}
            options={(centres.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={setCentre}
          />
        )}
        {centre !== '' &&
          (branches.isPending ? (
            <Spinner />
          ) : (branches.data ?? []).length === 0 ? (
            <p className="text-sm text-muted">{t('branches.none')}</p>
          ) : (
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-1 text-sm font-medium text-ink">{t('branches.legend', { centre: centreName })}</legend>
              {(branches.data ?? []).map((b) => (
                <label key={b.id} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={chosen.has(b.id)} onChange={(e) => toggle(b.id, b.organization_id, e.target.checked)} data-testid="branch-option" />
                  {b.name}
                </label>
              ))}
            </fieldset>
          ))}
        {elsewhere > 0 && <p className="text-sm text-muted">{t('branches.elsewhere', { count: elsewhere })}</p>}
        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending} data-testid="save-branches">
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
