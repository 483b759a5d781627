import { Form, Link } from "react-router";
import { resourceMessages } from "#core/resources/resource-messages.ts";
import { resourceSearchSchema } from "#core/resources/resource-schema.ts";
import { AreaPageHeader } from "~/components/layout/area-page-header";
import { ResourceCard } from "~/components/resources/resource-card";
import { Button } from "~/components/ui/button";
import type { PageHandle } from "~/components/ui/route-error-message";
import { privatePageMeta } from "~/kit/page-meta";
import { readQuery } from "~/kit/read-query.server";
import { useTimeZone } from "~/kit/time-zone";
import { requireMember } from "~/lib/auth.server";
import { listMemberResources } from "~/lib/resources.server";
import type { Route } from "./+types/resources";

export const handle: PageHandle = { loadFailure: resourceMessages.loadFailed };

export const meta: Route.MetaFunction = () => privatePageMeta("My Resources");

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(context, request);
  const params = readQuery(request);
  const search = resourceSearchSchema.parse({ q: params.get("q") ?? undefined }).q ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const list = await listMemberResources(context.services.db, member, {
    search,
    page: Number.isFinite(page) ? page : 1,
  });
  return { ...list, search };
}

const pageLink = (search: string, page: number) => {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : ".";
};

export default function MyResources({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { resources, search, page, hasNext } = loaderData;
  return (
    <>
      <AreaPageHeader
        title="My Resources"
        subtitle="Briefings, drills and plans prepared for you and your programs, newest first."
      />
      <Form method="get" role="search" className="mb-8 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-2 text-sm">
          Search resources
          <input
            type="search"
            name="q"
            defaultValue={search}
            maxLength={200}
            placeholder="Title or description"
            className="h-11 w-72 border border-line bg-ink px-3 text-ivory"
          />
        </label>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>
      {resources.length === 0 ? (
        <p className="text-mist">{search ? resourceMessages.noMatch : resourceMessages.noneYet}</p>
      ) : (
        <ul aria-label="Resources" className="grid gap-4 lg:grid-cols-2">
          {resources.map((resource) => (
            <ResourceCard key={resource.id} resource={resource} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {page > 1 || hasNext ? (
        <nav aria-label="Pages" className="mt-8 flex gap-6 text-sm">
          {page > 1 ? <Link to={pageLink(search, page - 1)}>Newer</Link> : null}
          {hasNext ? <Link to={pageLink(search, page + 1)}>Older</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
