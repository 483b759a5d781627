// One answer open at a time where the browser does not enforce <details name> itself
// (markup: ../faq-accordion.tsx).
export function enhance(root: HTMLElement) {
  root.addEventListener(
    "toggle",
    (event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.open) return;
      for (const other of root.querySelectorAll<HTMLDetailsElement>("details[open]"))
        if (other !== opened) other.open = false;
    },
    true,
  );
}
