// An application is a lead like one an operator enters: the same fields, named as the spec's submit
// call names them (first_name, SPEC 7) rather than as the rest of the code does (firstName). Renamed
// here, by rule rather than field by field, so the server writes both kinds of lead through one
// mapping to the database row (server/leads/consultations/insert-consultation.ts).
import type { ApplicationInput } from "./application-schema.ts";

type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

export type ApplicationLead = {
  [Key in keyof ApplicationInput as CamelCase<Key & string>]: ApplicationInput[Key];
};

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The parsed application under the lead's names: first_name → firstName, program_id → programId. */
export function applicationLead(input: ApplicationInput): ApplicationLead {
  return Object.fromEntries(
    Object.entries(input).map(([name, value]) => [camelCase(name), value]),
  ) as ApplicationLead;
}
