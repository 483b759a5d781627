// The public site's top bar (SPEC 2): PROGRAMS, PHILOSOPHY, PRINCIPLES, the ABOUT dropdown (About Us,
// FAQs), CLIENT ACCESS, APPLY; the logo centred on desktop, a hamburger menu on phones. Server-rendered
// markup only: the dropdown and the menu are wired by public/client/site-nav.ts.

import { Link, NavLink, useLocation } from "react-router";
import { ChevronDown, Menu, X } from "~/components/ui/icons";
import { cn } from "~/kit/cn";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "text-[0.7rem] tracking-[0.24em] uppercase transition-colors hover:text-brass-strong",
    isActive ? "text-brass" : "text-ivory/85",
  );

const mobileLinks = [
  ["/programs", "Programs"],
  ["/philosophy", "Philosophy"],
  ["/principles", "Principles"],
  ["/about", "About Us"],
  ["/faqs", "FAQs"],
  ["/client-access", "Client Access"],
  ["/apply", "Apply"],
] as const;

function AboutDropdown() {
  const { pathname } = useLocation();
  const inSection = pathname === "/about" || pathname === "/faqs";
  return (
    <div className="relative" data-dropdown>
      <button
        type="button"
        aria-expanded="false"
        aria-controls="about-menu"
        className={cn(
          "flex items-center gap-1 text-[0.7rem] tracking-[0.24em] uppercase hover:text-brass-strong",
          inSection ? "text-brass" : "text-ivory/85",
        )}
      >
        About <ChevronDown aria-hidden className="size-3" />
      </button>
      <ul
        id="about-menu"
        hidden
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
  return (
    <header
      className="fixed inset-x-0 top-0 z-50 border-b border-line/60 bg-ink/90 backdrop-blur"
      data-site-nav
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
          className="group p-2 lg:hidden"
          aria-label="Open menu"
          aria-expanded="false"
          aria-controls="mobile-menu"
        >
          <Menu aria-hidden className="size-6 group-aria-expanded:hidden" />
          <X aria-hidden className="hidden size-6 group-aria-expanded:block" />
        </button>
      </nav>
      <div id="mobile-menu" hidden className="border-t border-line bg-ink lg:hidden">
        <ul className="flex flex-col gap-1 px-6 py-6">
          {mobileLinks.map(([to, label]) => (
            <li key={to}>
              <NavLink to={to} className={linkClass}>
                <span className="block py-3">{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
