export { listPrograms, type ProgramCard } from "../../server/programs/list-programs.ts";
