import { FolderLock, LineChart, MessageSquareText } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/public/page-header";
import { publicMeta } from "~/components/public/seo";
import { buttonVariants } from "~/components/ui/button";
import type { Route } from "./+types/client-access";

export function meta({ matches }: Route.MetaArgs) {
  return publicMeta(matches, {
    title: "Client Access",
    description:
      "Client Access is coming soon: private resources, progress tracking and direct communication with your instructor, for existing clients and approved applicants first.",
    path: "/client-access",
  });
}

const features = [
  {
    name: "Private Resources",
    icon: FolderLock,
    text: "Briefings, drills and household plans prepared for you, kept in one secure place.",
  },
  {
    name: "Progress Tracking",
    icon: LineChart,
    text: "A clear record of every session, skill and milestone as your program advances.",
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
      <PageHeader eyebrow="Client Access" title="Coming Soon">
        <p>
          A private space for our clients is being prepared. It will bring everything about your program
          together.
        </p>
      </PageHeader>
      <section aria-label="What Client Access will offer" className="px-6 pb-20">
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
      <section aria-label="Join the waitlist" className="px-6 pb-24 text-center sm:pb-32">
        <div className="mx-auto flex max-w-xl flex-col items-center gap-6">
          <p className="leading-relaxed text-ivory/90">
            Priority access for existing clients and approved applicants.
          </p>
          <Link to="/apply" className={buttonVariants({ size: "lg" })}>
            Join the Waitlist
          </Link>
          <p className="text-sm text-mist">
            Already a member?{" "}
            <Link
              to="/members/login"
              className="text-brass underline underline-offset-4 hover:text-brass-strong"
            >
              Sign in to the members portal
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
