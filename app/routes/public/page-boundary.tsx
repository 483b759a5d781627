// A pathless route between the public layout and its pages: an error in a page's loader or rendering
// is shown here, inside the layout, so the area's navigation stays on screen.
import { Outlet, useRouteError } from "react-router";
import { RouteErrorMessage } from "~/components/ui/route-error-message";

export default function PageBoundary() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorMessage error={useRouteError()} home="/" />;
}
