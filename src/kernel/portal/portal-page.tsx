/**
 * The portal page of every role: a heading, a welcome line and the cards plugins contribute to this portal
 * (`portalCards` in their declarations), in order, each behind its permissions and loaded on demand.
 */
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@ui/spinner';
import { useAuth } from '../auth/auth-provider';
import { fullName } from '../auth/user';
import { useRegistry } from '../router/registry';
import { preloadableOf } from '../lazy/preloadable';
import { cardsFor } from './cards';
import type { PortalCardDef, PortalCardProps, RolePortal } from './types';

// one component per declared card, so a card keeps its state when the page renders again; a card the warm-up
// loaded renders without suspending (lazy/preloadable.ts)
const cardOf = (card: PortalCardDef) => preloadableOf<PortalCardProps>(card.lazy).Component;

export function PortalPage({ portal, title }: { portal: RolePortal; title: string }) {
  const { t } = useTranslation('pages');
  const { user } = useAuth();
  const { portalCards } = useRegistry();
  const cards = useMemo(() => cardsFor(portalCards, portal, user), [portalCards, portal, user]);

  return (
    <div className="flex flex-col gap-6" data-portal={portal}>
      <header>
        <h1 className="text-2xl font-semibold text-ink">{t(title)}</h1>
        {user && <p className="text-muted">{t('portal.welcome', { name: fullName(user) })}</p>}
      </header>
      {cards.map((card) => {
        const Card = cardOf(card);
        return (
          <Suspense key={card.id} fallback={<Skeleton className="h-28 w-full" />}>
            <Card portal={portal} />
          </Suspense>
        );
      })}
    </div>
  );
}
