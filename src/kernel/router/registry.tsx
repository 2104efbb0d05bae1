/** The declarations of the running app (plugins + kernel routes), for the router and the menus. */
import { createContext, useContext } from 'react';
import type { MenuItemDef, RouteDef, SlotFillDef } from '../plugins/types';

export interface Registry {
  routes: readonly RouteDef[];
  menu: readonly MenuItemDef[];
  /** the plugins' fills of the layout slots */
  slots: readonly SlotFillDef[];
}

export const RegistryContext = createContext<Registry>({ routes: [], menu: [], slots: [] });

export function useRegistry(): Registry {
  return useContext(RegistryContext);
}
