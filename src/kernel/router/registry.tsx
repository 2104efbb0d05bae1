/** The declarations of the running app (plugins + kernel routes), for the router and the menus. */
import { createContext, useContext } from 'react';
import type { MenuItemDef, RouteDef } from '../plugins/types';

export interface Registry {
  routes: readonly RouteDef[];
  menu: readonly MenuItemDef[];
}

export const RegistryContext = createContext<Registry>({ routes: [], menu: [] });

export function useRegistry(): Registry {
  return useContext(RegistryContext);
}
