import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { cn } from "~/lib/cn";

/** SPEC section 9: the ABOUT dropdown closes 150 ms after the pointer leaves. */
const DROPDOWN_CLOSE_DELAY_MS = 150;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "text-[0.7rem] tracking-[0.24em] uppercase transition-colors hover:text-brass-strong",
    isActive ? "text-brass" : "text-ivory/85",
  );

function AboutDropdown() {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A mouse click on the button right after hover opened the menu keeps it open instead of closing it.
  const openedByHover = useRef(false);
  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opening is an enhancement; the button works by keyboard and touch
    <div
      className="relative"
      onMouseEnter={() => {
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        scheduleClose();
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="about-menu"
        onClick={() => {
          if (openedByHover.current) setOpen(true);
          else setOpen((v) => !v);
          openedByHover.current = false;
        }}
        className="flex items-center gap-1 text-[0.7rem] tracking-[0.24em] text-ivory/85 uppercase hover:text-brass-strong"
      >
        About <ChevronDown aria-hidden className="size-3" />
      </button>
      <ul
        id="about-menu"
        hidden={!open}
        className="absolute top-full left-1/2 mt-3 w-44 -translate-x-1/2 border border-line bg-charcoal py-2 shadow-xl"
      >
        <li>
          <Link to="/about" className="block px-4 py-2 text-xs tracking-[0.18em] uppercase hover:text-brass">
            About Us
          </Link>
        </li>
        <li>
          <Link to="/faqs" className="block px-4 py-2 text-xs tracking-[0.18em] uppercase hover:text-brass">
            FAQs
          </Link>
        </li>
      </ul>
    </div>
  );
}

export function SiteNav({ siteName }: { siteName: string }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  // Choosing a link in the mobile menu closes it (the location changes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setMobileOpen(false), [location.pathname]);

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line/60 bg-ink/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-18 max-w-7xl items-center justify-between px-6">
        <ul className="hidden flex-1 items-center gap-8 lg:flex">
          <li>
            <NavLink to="/programs" className={linkClass}>
              Programs
            </NavLink>
          </li>
          <li>
            <NavLink to="/philosophy" className={linkClass}>
              Philosophy
            </NavLink>
          </li>
          <li>
            <NavLink to="/principles" className={linkClass}>
              Principles
            </NavLink>
          </li>
        </ul>
        <Link to="/" className="font-display text-xl tracking-[0.3em] uppercase lg:text-center">
          {siteName}
        </Link>
        <ul className="hidden flex-1 items-center justify-end gap-8 lg:flex">
          <li>
            <AboutDropdown />
          </li>
          <li>
            <NavLink to="/client-access" className={linkClass}>
              Client Access
            </NavLink>
          </li>
          <li>
            <NavLink
              to="/apply"
              className="border border-brass/70 px-4 py-2 text-[0.7rem] tracking-[0.24em] text-brass uppercase hover:bg-brass hover:text-ink"
            >
              Apply
            </NavLink>
          </li>
        </ul>
        <button
          type="button"
          className="p-2 lg:hidden"
          aria-label={mobileOpen ? "Close menu" : "Open menu"}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((v) => !v)}
        >
          {mobileOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
      </nav>
      <div id="mobile-menu" hidden={!mobileOpen} className="border-t border-line bg-ink lg:hidden">
        <ul className="flex flex-col gap-1 px-6 py-4">
          {[
            ["/programs", "Programs"],
            ["/philosophy", "Philosophy"],
            ["/principles", "Principles"],
            ["/about", "About Us"],
            ["/faqs", "FAQs"],
            ["/client-access", "Client Access"],
            ["/apply", "Apply"],
          ].map(([to, label]) => (
            <li key={to}>
              <NavLink to={to!} className={linkClass} onClick={() => setMobileOpen(false)}>
                <span className="block py-3">{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
