/** The declarations of the running app (plugins + kernel routes), for the router and the menus. */
import { createContext, useContext } from 'react';
import type { MenuItemDef, RouteDef, SlotFillDef } from '../plugins/types';
import type { PortalCardDef } from '../portal/types';

export interface Registry {
  routes: readonly RouteDef[];
  menu: readonly MenuItemDef[];
  /** the plugins' fills of the layout slots */
  slots: readonly SlotFillDef[];
  /** the plugins' cards on the portal pages */
  portalCards: readonly PortalCardDef[];
}

export const RegistryContext = createContext<Registry>({ routes: [], menu: [], slots: [], portalCards: [] });

export function useRegistry(): Registry {
  return useContext(RegistryContext);
}
