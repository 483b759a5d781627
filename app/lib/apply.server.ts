export { formTokenIssuedAt, issueFormToken } from "#server/consultations/form-token.ts";
export { listProgramChoices, type ProgramChoice } from "#server/consultations/list-program-choices.ts";
export { submitConsultation } from "#server/consultations/submit-consultation.ts";
