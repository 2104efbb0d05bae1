/**
 * The master's pages work on one centre at a time: a picker at the top, the choice kept in the address (`?centre=`)
 * so a reload or a shared link opens the same centre. On a centre's own address there is no picker and the server
 * uses the tenant.
 */
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SelectField } from '@ui/select-field';
import { EmptyState } from '@ui/empty-state';
import { Button } from '@ui/button';
import { withListParam } from '@ui/data-list/list-math';
import { TabLinks } from '@ui/data-list/tab-links';
import { centresQuery, type Scope } from '../api/branches-api';
import { centreFromParams, isMasterPath, MASTER_GROUPS, masterPlace } from '../lib/paths';
import { useBranchesTranslation } from '../locales/texts';

export function useCentreScope(): { master: boolean; scope: Scope; ready: boolean } {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const master = isMasterPath(pathname);
  const centre = centreFromParams(params);
  return { master, scope: master && centre !== undefined ? { organization_id: centre } : {}, ready: !master || centre !== undefined };
}

function CentrePicker() {
  const { t } = useBranchesTranslation();
  const [params, setParams] = useSearchParams();
  const centres = useQuery(centresQuery());
  if (centres.isError)
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-danger-700">
        {t('centre.loadFailed')}
        <Button variant="secondary" onClick={() => void centres.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  const options = (centres.data?.items ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.subdomain})` }));
  return (
    <div className="max-w-md" data-testid="centre-picker">
      <SelectField
        label={t('centre.label')}
        name="centre"
        value={String(centreFromParams(params) ?? '')}
        placeholder={centres.isPending ? t('common.loading') : t('centre.placeholder')}
        options={options}
        disabled={centres.isPending}
        onChange={(v) => setParams(withListParam(params, 'centre', v))}
      />
    </div>
  );
}

/** The sibling pages of the master's group, the chosen centre kept in each link. */
function MasterTabs() {
  const { t } = useBranchesTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const place = masterPlace(pathname);
  if (!place) return null;
  const centre = centreFromParams(params);
  const tabs = MASTER_GROUPS[place.group].map((page) => ({
    id: page,
    to: `/master/branch-management/${place.group}/${page}${centre ? `?centre=${centre}` : ''}`,
    label: t(`masterPages.${page}`),
  }));
  return <TabLinks label={t(`masterGroups.${place.group}`)} tabs={tabs} current={place.page} testId="master-tab" dataName="page" />;
}

/** The page's content once a centre is known; for the master, the picker first and a prompt until one is chosen. */
export function CentreFrame({ children }: { children: (scope: Scope, master: boolean) => ReactNode }) {
  const { t } = useBranchesTranslation();
  const { master, scope, ready } = useCentreScope();
  if (!master) return <>{children(scope, false)}</>;
  return (
    <div className="flex flex-col gap-6">
      <MasterTabs />
      <CentrePicker />
      {ready ? children(scope, true) : <EmptyState title={t('centre.chooseTitle')} description={t('centre.chooseDescription')} />}
    </div>
  );
}
