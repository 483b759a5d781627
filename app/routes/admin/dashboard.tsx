import { requireAdmin } from "~/lib/auth.server";
import { getDashboardCounts } from "~/lib/dashboard.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context.services, request);
  return { counts: await getDashboardCounts(context.services.db, admin) };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  const cards = [
    ["Users", counts.users],
    ["Consultations", counts.consultations],
    ["Programs", counts.programs],
    ["FAQs", counts.faqs],
    ["Activities", counts.activities],
  ] as const;
  return (
    <>
      <h1 className="font-display text-3xl tracking-[0.12em] uppercase">Dashboard</h1>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map(([label, value]) => (
          <li key={label} className="border border-line bg-charcoal p-5">
            <p className="text-xs tracking-[0.2em] text-mist uppercase">{label}</p>
            <p className="mt-2 font-display text-4xl">{value}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
