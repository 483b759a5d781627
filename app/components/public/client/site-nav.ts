// The top bar (markup: ../../site-nav.tsx): the ABOUT dropdown opens on hover and closes 150 ms after
// the pointer leaves (SPEC 9), opens and moves by keyboard, closes on Escape or when focus leaves; the
// phone menu opens from the hamburger and closes on Escape or when a link is chosen.
import { DROPDOWN_CLOSE_DELAY_MS } from "#core/content/public-content/public-constants.ts";
import { countdown } from "./motion.ts";

function enhanceDropdown(root: HTMLElement) {
  const button = root.querySelector<HTMLButtonElement>("button")!;
  const menu = root.querySelector<HTMLElement>("#about-menu")!;
  const links = () => [...menu.querySelectorAll<HTMLAnchorElement>("a")];
  let open = false;
  // A click on the button right after hover opened the menu keeps it open instead of closing it.
  let openedByHover = false;
  const setOpen = (value: boolean) => {
    open = value;
    menu.hidden = !value;
    button.setAttribute("aria-expanded", String(value));
  };
  const closing = countdown(DROPDOWN_CLOSE_DELAY_MS, () => setOpen(false));

  root.addEventListener("mouseenter", () => {
    closing.stop();
    if (!open) openedByHover = true;
    setOpen(true);
  });
  root.addEventListener("mouseleave", () => {
    openedByHover = false;
    closing.restart();
  });
  button.addEventListener("click", () => {
    setOpen(openedByHover || !open);
    openedByHover = false;
  });
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      button.focus();
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      // Arrow keys move through the menu, opening it first when needed.
      event.preventDefault();
      setOpen(true);
      const all = links();
      const at = all.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === "ArrowDown" ? (at + 1) % all.length : at <= 0 ? all.length - 1 : at - 1;
      all[next]?.focus();
    }
  });
  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
}

function enhancePhoneMenu(header: HTMLElement) {
  const button = header.querySelector<HTMLButtonElement>('[aria-controls="mobile-menu"]')!;
  const menu = header.querySelector<HTMLElement>("#mobile-menu")!;
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? "Close menu" : "Open menu");
  };
  button.addEventListener("click", () => setOpen(menu.hidden));
  header.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !menu.hidden) setOpen(false);
  });
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) setOpen(false);
  });
}

export function enhanceSiteNav(header: HTMLElement) {
  const dropdown = header.querySelector<HTMLElement>("[data-dropdown]");
  if (dropdown) enhanceDropdown(dropdown);
  enhancePhoneMenu(header);
}
