/**
 * The side menu as a drawer below the wide breakpoint. Its own chunk: the dialog library loads when the drawer first
 * opens (or when the browser is idle after the page showed), not before the page's first paint.
 */
import { Dialog, DialogPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../auth/user';
import type { MenuItemDef } from '../plugins/types';
import { SideMenu } from './side-menu';
import { UserCard } from './user-card';

export default function MobileDrawer({ open, onClose, user, items }: { open: boolean; onClose: () => void; user: AuthUser | null; items: MenuItemDef[] }) {
  const { t } = useTranslation('layout');
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-ink/40" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 left-0 w-[min(350px,85vw)] overflow-y-auto bg-surface shadow-xl" data-testid="mobile-drawer">
        <div className="flex items-start justify-between border-b border-line p-4">
          <UserCard user={user} />
          <button type="button" onClick={onClose} aria-label={t('closeMenu')} className="rounded p-1 text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-600">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <SideMenu items={items} onNavigate={onClose} />
      </DialogPanel>
    </Dialog>
  );
}
