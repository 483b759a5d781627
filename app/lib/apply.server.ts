export { formTokenFromCookies } from "#server/consultations/form-token.ts";
export { submitConsultation } from "#server/consultations/submit-consultation.ts";
