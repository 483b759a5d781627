import { Link } from "react-router";

export function NotFoundMessage() {
  return (
    <section className="flex min-h-[60dvh] flex-col items-center justify-center gap-6 px-6 py-24 text-center">
      <p className="font-display text-7xl text-brass" aria-hidden>
        404
      </p>
      <h1 className="font-display text-4xl tracking-[0.1em]">Oops! Page not found</h1>
      <Link to="/" className="text-sm tracking-[0.2em] text-brass uppercase underline underline-offset-8">
        Return to Home
      </Link>
    </section>
  );
}
