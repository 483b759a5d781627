import { Link, redirect } from "react-router";
import { PageHeader } from "~/components/public/page-header";
import { publicMeta } from "~/components/public/seo";
import { buttonVariants } from "~/components/ui/button";
import { FolderLock, LineChart, MessageSquareText } from "~/components/ui/icons";
import { getSessionUser } from "~/lib/auth.server";
import type { Route } from "./+types/client-access";

export function meta({ matches }: Route.MetaArgs) {
  return publicMeta(matches, {
    title: "Client Access",
    description:
      "Client Access: private resources, progress tracking and direct communication with your instructor, in the members portal for our clients.",
    path: "/client-access",
  });
}

// A signed-in member goes straight to the portal (decision 228). A request without a session cookie
// costs no query (the session lookup answers "none" from the cookie header alone) and renders the one
// static document the page cache stores; a request with a cookie is never served from that cache, so
// the redirect never lands in it. An unavailable database only costs the redirect: the page is shown.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request).catch(() => null);
  if (user?.role === "member") throw redirect("/members");
  return null;
}

const features = [
  {
    name: "Private Resources",
    icon: FolderLock,
    text: "Briefings, drills and household plans prepared for you, kept in one secure place: open them in My Resources whenever you need them.",
  },
  {
    name: "Progress Tracking",
    icon: LineChart,
    text: "A clear record of every session, skill and milestone as your program advances, with your achievements and your training schedule.",
  },
  {
    name: "Direct Communication",
    icon: MessageSquareText,
    text: "A confidential line to your instructor between sessions, whenever you need it.",
  },
];

export default function ClientAccess() {
  return (
    <>
      <PageHeader eyebrow="Client Access" title="Your Members Portal">
        <p>
          Our clients have a private space that brings everything about their program together: sign in with
          your member account.
        </p>
      </PageHeader>
      <section aria-label="What clients have" className="px-6 pb-20">
        <ul className="mx-auto grid max-w-6xl gap-px bg-line md:grid-cols-3">
          {features.map(({ name, icon: Icon, text }) => (
            <li key={name} className="flex flex-col gap-5 bg-ink p-10">
              <Icon aria-hidden strokeWidth={1.25} className="size-8 text-brass" />
              <h2 className="font-display text-2xl tracking-[0.04em]">{name}</h2>
              <p className="leading-relaxed text-mist">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Sign in or join the waitlist" className="px-6 pb-24 text-center sm:pb-32">
        <div className="mx-auto flex max-w-xl flex-col items-center gap-6">
          <Link to="/members/login" className={buttonVariants({ size: "lg" })}>
            Sign in to the members portal
          </Link>
          <p className="leading-relaxed text-ivory/90">
            Not a client yet? Priority access for existing clients and approved applicants.
          </p>
          <Link to="/apply" className={buttonVariants({ size: "lg", variant: "outline" })}>
            Join the Waitlist
          </Link>
        </div>
      </section>
    </>
  );
}
