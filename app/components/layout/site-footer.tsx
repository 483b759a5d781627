import { Link } from "react-router";

const footerLinks = [
  ["/programs", "Programs"],
  ["/philosophy", "Philosophy"],
  ["/about", "About"],
  ["/faqs", "FAQs"],
  ["/principles", "Principles"],
  ["/client-access", "Client Access"],
  ["/apply", "Apply"],
] as const;

export function SiteFooter({ siteName }: { siteName: string }) {
  return (
    <footer className="border-t border-line bg-ink">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-8 px-6 py-14">
        <p className="font-display text-lg tracking-[0.3em] uppercase">{siteName}</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-8 gap-y-3">
            {footerLinks.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="text-xs tracking-[0.2em] text-mist uppercase hover:text-brass">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-xs text-mist">
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
