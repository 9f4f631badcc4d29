import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { NOTICE_DISMISS_MS } from '../../../shared/constants/back-office';
import { adminMessages } from '../../../shared/messages/admin';

/** What a notice says (saved, deleted, refused), and whether it is good news. */
export interface NoticeValue {
  variant: 'success' | 'danger';
  text: string;
  /** A button beside the text that undoes what just happened ("Urungkan" after a delete). */
  action?: { label: string; run: () => void };
}

interface Region {
  /** Where notices are shown; null until the layout has rendered it. */
  element: HTMLElement | null;
  /** Where the focus goes when a notice holding it goes away (the screen's content). */
  returnFocus: () => void;
}

const RegionContext = createContext<Region | null>(null);

/**
 * The one corner of the back office where every screen's notices appear: fixed in the viewport, so
 * a save at the bottom of a long screen is answered where the admin is looking, and a live region
 * (polite; a refusal is an alert), so it is heard as well.
 */
export function NoticeRegion({ children, returnFocus }: { children: ReactNode; returnFocus: () => void }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const region = useMemo(() => ({ element, returnFocus }), [element, returnFocus]);
  return (
    <RegionContext.Provider value={region}>
      {children}
      <section
        ref={setElement}
        className="admin-notices"
        aria-label={adminMessages.notices.region}
        aria-live="polite"
      />
    </RegionContext.Provider>
  );
}

/**
 * A notice of the screen that renders it, shown in the layout's notice region (inside the back office)
 * or in place (the login screen, and `inline` in a modal dialog, where the rest of the page is inert).
 * In the region, good news leaves by itself after a few seconds, though not while it is hovered or
 * holds the focus; a refusal, and a notice with an action, stay until closed or replaced.
 */
export function Notice({
  notice,
  onClose,
  inline = false,
}: {
  notice: NoticeValue | null;
  onClose?: () => void;
  inline?: boolean;
}) {
  const region = useContext(RegionContext);
  if (!notice) return null;
  // Another notice is another box: its time starts anew, and the one it replaces lets go of the focus.
  const key = keyOf(notice);
  if (inline || !region) return <NoticeBox key={key} notice={notice} onClose={onClose} />;
  if (!region.element) return null;
  return createPortal(
    <NoticeBox key={key} notice={notice} onClose={onClose} toast returnFocus={region.returnFocus} />,
    region.element,
  );
}

const keys = new WeakMap<NoticeValue, number>();
let lastKey = 0;

/** One key per notice object, so that a new notice (even with the same text) is a new box. */
function keyOf(notice: NoticeValue): number {
  let key = keys.get(notice);
  if (key === undefined) {
    lastKey += 1;
    key = lastKey;
    keys.set(notice, key);
  }
  return key;
}

interface BoxProps {
  notice: NoticeValue;
  onClose: (() => void) | undefined;
  toast?: boolean;
  returnFocus?: () => void;
}

/**
 * Red for a failure (role alert), green for a saved or deleted record (role status). A notice with an
 * action takes the focus: the row whose button was pressed is gone, and undoing is the likely next step.
 */
function NoticeBox({ notice, onClose, toast = false, returnFocus }: BoxProps) {
  const actionButton = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const holdsFocus = useRef(false);
  const [held, setHeld] = useState({ hovered: false, focused: false });
  const action = notice.action;

  useEffect(() => {
    if (action) actionButton.current?.focus();
  }, [action]);

  // The latest onClose, for the timer: the parent passes a new function on every render.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  const leaves = toast && notice.variant === 'success' && !action && onClose !== undefined;
  const paused = held.hovered || held.focused;
  useEffect(() => {
    if (!leaves || paused) return;
    const timer = setTimeout(() => close.current?.(), NOTICE_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [leaves, paused]);

  // A notice that goes while it holds the focus (closed, replaced after Urungkan) hands the focus to
  // the screen instead of leaving it nowhere. React runs this before the box leaves the page.
  const giveBack = useRef(returnFocus);
  useLayoutEffect(() => {
    giveBack.current = returnFocus;
  });
  useLayoutEffect(() => {
    const element = box.current;
    return () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || element?.contains(active);
      if (holdsFocus.current && lost) giveBack.current?.();
    };
  }, []);

  return (
    <div
      ref={box}
      className={`alert alert-${notice.variant}${onClose ? ' alert-dismissible' : ''}${toast ? ' admin-notice shadow' : ''}`}
      role={notice.variant === 'danger' ? 'alert' : 'status'}
      onMouseEnter={() => setHeld((state) => ({ ...state, hovered: true }))}
      onMouseLeave={() => setHeld((state) => ({ ...state, hovered: false }))}
      onFocus={() => {
        holdsFocus.current = true;
        setHeld((state) => ({ ...state, focused: true }));
      }}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
        holdsFocus.current = false;
        setHeld((state) => ({ ...state, focused: false }));
      }}
    >
      {notice.text}
      {action && ' '}
      {action && (
        <button ref={actionButton} type="button" className="btn btn-sm btn-outline-dark ms-2" onClick={action.run}>
          {action.label}
        </button>
      )}
      {onClose && (
        <button
          type="button"
          className="btn-close"
          aria-label={toast ? adminMessages.notices.close : adminMessages.close}
          onClick={onClose}
        />
      )}
    </div>
  );
}
