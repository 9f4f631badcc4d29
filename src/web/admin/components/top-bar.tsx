import type { RefObject } from 'react';
import { adminMessages } from '../../../shared/messages/admin';

interface Props {
  title: string;
  publicPath: string | null;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}

const a = adminMessages;

/** The selected submenu's label (or the menu label), the drawer's hamburger and the public page link. */
export function TopBar({ title, publicPath, drawerOpen, onOpenDrawer, menuButton }: Props) {
  return (
    <header className="admin-topbar">
      <button
        ref={menuButton}
        type="button"
        className="admin-hamburger admin-drawer-only"
        aria-label={a.openMenu}
        aria-controls="admin-sidebar"
        aria-expanded={drawerOpen}
        onClick={onOpenDrawer}
      >
        <span aria-hidden="true" />
      </button>
      <h1 className="admin-title">{title}</h1>
      {publicPath && (
        <a className="admin-public-link" href={publicPath} target="_blank" rel="noopener noreferrer">
          {a.viewPublicPage}
        </a>
      )}
    </header>
  );
}
