import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { InAppLink } from "~/components/ui/in-app-link";

/**
 * The admin and members top bar: brand with the area's name, who is signed in, and Sign Out where the
 * area keeps it in the top bar (the members area keeps it in its sidebar, SPEC 2).
 */
export function AreaTopBar(props: {
  siteName: string;
  area: "Admin" | "Members";
  home: string;
  who: string;
  logout?: string;
}) {
  const testId = props.area === "Admin" ? "admin-email" : "member-name";
  return (
    <header className="flex h-16 items-center justify-between border-b border-line bg-charcoal px-6">
      <InAppLink className="font-display text-lg tracking-[0.24em] uppercase" href={props.home}>
        {props.siteName} <span className="text-brass">{props.area}</span>
      </InAppLink>
      <div className="flex items-center gap-4">
        <span className="text-sm text-mist" data-testid={testId}>
          {props.who}
        </span>
        {props.logout ? (
          <Form method="post" action={props.logout}>
            <Button type="submit" variant="outline" size="sm">
              Sign Out
            </Button>
          </Form>
        ) : null}
      </div>
    </header>
  );
}
