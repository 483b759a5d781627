import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
// SPEC section 9: the ABOUT dropdown closes 150 ms after the pointer leaves.
import { DROPDOWN_CLOSE_DELAY_MS } from "#core/content/public-constants.ts";
import { cn } from "~/lib/cn";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "text-[0.7rem] tracking-[0.24em] uppercase transition-colors hover:text-brass-strong",
    isActive ? "text-brass" : "text-ivory/85",
  );

function AboutDropdown() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const inSection = pathname === "/about" || pathname === "/faqs";
  // Choosing About Us or FAQs closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
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
        if (e.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
        if (e.key === "ArrowDown" || e.key === "ArrowUp") {
          // Arrow keys move through the menu (opening it first when needed).
          e.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => {
            const links = [...(menuRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
            const at = links.indexOf(document.activeElement as HTMLAnchorElement);
            const next =
              e.key === "ArrowDown" ? (at + 1) % links.length : at <= 0 ? links.length - 1 : at - 1;
            links[next]?.focus();
          });
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="about-menu"
        onClick={() => {
          if (openedByHover.current) setOpen(true);
          else setOpen((v) => !v);
          openedByHover.current = false;
        }}
        className={cn(
          "flex items-center gap-1 text-[0.7rem] tracking-[0.24em] uppercase hover:text-brass-strong",
          inSection ? "text-brass" : "text-ivory/85",
        )}
      >
        About <ChevronDown aria-hidden className="size-3" />
      </button>
      <ul
        ref={menuRef}
        id="about-menu"
        hidden={!open}
        className="absolute top-full left-1/2 z-10 w-48 -translate-x-1/2 pt-4 before:absolute before:inset-x-0 before:top-4 before:bottom-0 before:-z-10 before:border before:border-line before:border-t-brass/70 before:bg-charcoal before:shadow-2xl"
      >
        <li>
          <Link
            to="/about"
            className="block px-5 pt-4 pb-2 text-xs tracking-[0.2em] uppercase hover:text-brass-strong"
          >
            About Us
          </Link>
        </li>
        <li>
          <Link
            to="/faqs"
            className="block px-5 pt-2 pb-4 text-xs tracking-[0.2em] uppercase hover:text-brass-strong"
          >
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
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the bar closes the mobile menu
    <header
      className="fixed inset-x-0 top-0 z-50 border-b border-line/60 bg-ink/90 backdrop-blur"
      onKeyDown={(e) => {
        if (e.key === "Escape" && mobileOpen) setMobileOpen(false);
      }}
    >
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
        <ul className="flex flex-col gap-1 px-6 py-6">
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
