import { Form, useNavigation } from "react-router";
import { registerFailure, registrationMessages } from "#core/members/registrations/registration-messages.ts";
import { registerForProgramSchema } from "#core/members/registrations/registration-schema.ts";
import { AreaPageHeader } from "~/components/layout/area-page-header";
import { RegistrationStatusBadge } from "~/components/members/registration-status-badge";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import type { PageHandle } from "~/components/ui/route-error-message";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { memberIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { requireMember } from "~/lib/auth.server";
import { listProgramsToRegister, registerForProgram } from "~/lib/members.server";
import type { Route } from "./+types/available-programs";

/** SPEC 8: what the page says when its data cannot be loaded. */
export const handle: PageHandle = { loadFailure: registrationMessages.loadPrograms };

export const meta: Route.MetaFunction = () => privatePageMeta("Browse Programs");

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(context, request);
  return { programs: await listProgramsToRegister(context.services.db, member) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireMember(context, request));
  if ("answer" in guard) return guard.answer;
  const member = guard.user;
  return dispatchIntent(request, context, {
    answersInline: true,
    entity: "Program",
    intents: {
      [memberIntents.register]: intent({
        schema: registerForProgramSchema,
        failure: registerFailure,
        run: async ({ id }) => {
          const { programName } = await registerForProgram(context.services.db, member, id);
          return registrationMessages.registered(programName);
        },
      }),
    },
  });
}

export default function BrowsePrograms({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const registering = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  return (
    <>
      <AreaPageHeader
        title="Browse Programs"
        subtitle="Every program we offer. Register, and we will confirm your place."
      />
      {actionData?.message ? (
        <div className="mb-6">
          <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
        </div>
      ) : null}
      <ul className="grid gap-6 lg:grid-cols-2" aria-label="Programs">
        {loaderData.programs.map((program) => (
          <li key={program.id} className="flex flex-col border border-line bg-charcoal">
            {program.image ? (
              <img
                src={program.image.url}
                alt={program.image.alt}
                loading="lazy"
                className="aspect-[16/7] w-full object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-4 p-6">
              <div>
                <h2 className="font-display text-2xl tracking-[0.04em]">{program.name}</h2>
                {program.tagline ? <p className="mt-1 text-sm text-brass">{program.tagline}</p> : null}
              </div>
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-xs tracking-[0.16em] text-mist uppercase">Duration</dt>
                  <dd className="mt-1">{program.duration}</dd>
                </div>
                {program.targetAudience ? (
                  <div>
                    <dt className="text-xs tracking-[0.16em] text-mist uppercase">For</dt>
                    <dd className="mt-1">{program.targetAudience}</dd>
                  </div>
                ) : null}
              </dl>
              <p className="text-sm leading-relaxed text-ivory/80">{program.description}</p>
              {program.features.length > 0 ? (
                <ul className="space-y-1.5 text-sm">
                  {program.features.map((feature) => (
                    <li key={feature.name}>
                      <span className="text-ivory">{feature.name}</span>
                      {feature.description ? (
                        <span className="text-mist">: {feature.description}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="mt-auto flex items-center justify-between gap-4 border-t border-line pt-4">
                {program.registrationStatus ? (
                  <>
                    <span className="text-sm text-mist">You are registered</span>
                    <RegistrationStatusBadge status={program.registrationStatus} />
                  </>
                ) : (
                  <Form method="post" className="ml-auto">
                    <input type="hidden" name="intent" value={memberIntents.register} />
                    <input type="hidden" name="id" value={program.id} />
                    <Button
                      type="submit"
                      size="sm"
                      disabled={registering === program.id}
                      aria-label={`Register for ${program.name}`}
                    >
                      {registering === program.id ? "Registering..." : "Register"}
                    </Button>
                  </Form>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
