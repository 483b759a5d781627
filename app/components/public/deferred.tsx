import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";

/**
 * Data that is either here (server render, so the HTML is complete and never shows a loading state) or
 * still on its way (a client-side navigation, whose clientLoader hands over the server loader's promise
 * so the page can show its loading state at once).
 */
export function Deferred<T>({
  value,
  fallback,
  children,
}: {
  value: T | Promise<T>;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (!(value instanceof Promise)) return <>{children(value)}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value}>{(resolved: T) => children(resolved)}</Await>
    </Suspense>
  );
}
