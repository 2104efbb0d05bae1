/**
 * The layouts' slots: places a plugin fills with a component of its own (`definePlugin({ slots })`), so a feature
 * shown over a layout (the student's start-up dialogs) lives in its plugin and the kernel only says where it goes.
 * A fill loads on demand and only for the users of its portal.
 */
import { Suspense } from 'react';
import { preloadableOf } from '../lazy/preloadable';
import type { LayoutSlot, RoleStartupProps, SlotFillDef } from '../plugins/types';
import { useRegistry } from '../router/registry';

/** The fills of a slot for a portal (null: the user's portal is not known, so none), in the plugins' order. */
export function fillsFor(slots: readonly SlotFillDef[], slot: LayoutSlot, portal: string | null): SlotFillDef[] {
  return portal === null ? [] : slots.filter((f) => f.slot === slot && f.portal === portal);
}

// one component per fill, made once (a new one on every render would remount the fill); a fill the warm-up loaded
// renders without suspending (lazy/preloadable.ts)
const componentOf = (fill: SlotFillDef) => preloadableOf<RoleStartupProps>(fill.lazy).Component;

/** Renders the slot's fills for the portal with the layout's props; nothing while they load. */
export function LayoutSlotFills({ slot, portal, props }: { slot: LayoutSlot; portal: string | null; props: RoleStartupProps }) {
  const { slots } = useRegistry();
  const fills = fillsFor(slots, slot, portal);
  if (fills.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {fills.map((fill, i) => {
        const Fill = componentOf(fill);
        return <Fill key={i} {...props} />;
      })}
    </Suspense>
  );
}
