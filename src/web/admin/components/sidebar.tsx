import { useEffect, useRef, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { adminMessages } from '../../../shared/messages/admin';
import type { SessionUser } from '../../../shared/schemas';
import { ADMIN_HOME, groupOf, menuFor, screenPath, type MenuEntry } from '../screens/screen-config';

interface Props {
  /** The person logged in: the menu holds what they may open. */
  user: SessionUser & { mustSetUpTwoFactor?: boolean };
  currentSlug: string | undefined;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

const a = adminMessages;

/**
 * Brings the current screen's link into the menu's own view: the menu scrolls inside the sidebar, and
 * at 1280×800 its last items (Riwayat Aktivitas, Akun Saya) start below its fold. Only the menu moves,
 * never the page (a stacked sidebar does not scroll by itself, so nothing moves there).
 */
function revealInMenu(menu: HTMLElement): void {
  const link = menu.querySelector<HTMLElement>('.admin-nav-link.active');
  // None, or in a group the person folded: nothing to bring into view.
  if (!link || link.offsetParent === null) return;
  const view = menu.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  if (item.top < view.top) menu.scrollTop -= view.top - item.top;
  else if (item.bottom > view.bottom) menu.scrollTop += item.bottom - view.bottom;
}

/**
 * The sidebar of SPEC §2: groups with their submenus, single items, Logout. Up to 600 px wide it is
 * a drawer (see admin.scss); `open` slides it in.
 */
export function Sidebar({ user, currentSlug, open, onClose, onLogout }: Props) {
  const navigate = useNavigate();
  const currentGroup = groupOf(currentSlug);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(currentGroup?.kind === 'group' ? [currentGroup.id] : []),
  );
  // A screen opened from elsewhere (dashboard, bookmark) shows its group expanded.
  const currentGroupId = currentGroup?.kind === 'group' ? currentGroup.id : null;
  useEffect(() => {
    if (currentGroupId)
      setExpanded((previous) => (previous.has(currentGroupId) ? previous : new Set(previous).add(currentGroupId)));
  }, [currentGroupId]);

  const menu = useRef<HTMLElement>(null);
  // After the render that marks the link active and expands its group.
  useEffect(() => {
    if (menu.current) revealInMenu(menu.current);
  }, [currentSlug, expanded]);

  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);

  // SPEC: selecting a group selects its first submenu and toggles its expansion.
  function selectGroup(entry: Extract<MenuEntry, { kind: 'group' }>) {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(entry.id)) next.delete(entry.id);
      else next.add(entry.id);
      return next;
    });
    const first = entry.screens[0];
    if (first) navigate(screenPath(first));
  }

  const link = (slug: string, label: string, sub: boolean) => (
    <NavLink
      to={`/admin/${slug}`}
      className={({ isActive }) => `admin-nav-link${sub ? ' is-sub' : ''}${isActive ? ' active' : ''}`}
      onClick={onClose}
    >
      {label}
    </NavLink>
  );

  return (
    <aside
      id="admin-sidebar"
      className={`admin-sidebar${open ? ' is-open' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) onClose();
      }}
    >
      <div className="admin-sidebar-head">
        <span className="admin-brand">{a.brand}</span>
        <button
          ref={closeButton}
          type="button"
          className="btn-close btn-close-white admin-drawer-only"
          aria-label={a.closeMenu}
          onClick={onClose}
        />
      </div>
      <nav ref={menu} aria-label={a.adminNavigation}>
        <ul className="admin-nav">
          {/* The first screen after login (Kesehatan Konten), reachable again from every screen; not
              while a new password or two-factor login must come first (only those screens open). */}
          {!user.mustChangePassword && !user.mustSetUpTwoFactor && (
            <li>
              <NavLink
                to={ADMIN_HOME}
                end
                className={({ isActive }) => `admin-nav-link${isActive ? ' active' : ''}`}
                onClick={onClose}
              >
                {a.dashboard}
              </NavLink>
            </li>
          )}
          {menuFor(user).map((entry) =>
            entry.kind === 'item' ? (
              <li key={entry.screen.slug}>{link(entry.screen.slug, entry.screen.label, false)}</li>
            ) : (
              <li key={entry.id}>
                <button
                  type="button"
                  className={`admin-nav-group${entry.id === currentGroupId ? ' active' : ''}`}
                  aria-expanded={expanded.has(entry.id)}
                  aria-controls={`admin-group-${entry.id}`}
                  onClick={() => selectGroup(entry)}
                >
                  {entry.label}
                </button>
                <ul id={`admin-group-${entry.id}`} className="admin-subnav" hidden={!expanded.has(entry.id)}>
                  {entry.screens.map((screen) => (
                    <li key={screen.slug}>{link(screen.slug, screen.label, true)}</li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
      <p className="admin-sidebar-user">
        {user.name} · {a.users.roles[user.role]}
      </p>
      <button type="button" className="btn btn-outline-light admin-logout" onClick={onLogout}>
        {a.logout}
      </button>
    </aside>
  );
}
