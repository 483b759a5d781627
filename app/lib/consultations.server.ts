export {
  conversionMessages,
  convertConsultationToMember,
} from "#server/leads/convert-consultation-to-member.ts";
export { countFollowUpPromises } from "#server/leads/count-follow-up-promises.ts";
export { createConsultation } from "#server/leads/create-consultation.ts";
export { deleteConsultation } from "#server/leads/delete-consultation.ts";
export { getConsultation } from "#server/leads/get-consultation.ts";
export { getConsultationDetails } from "#server/leads/get-consultation-details.ts";
export { consultationTable, listConsultationsPage } from "#server/leads/list-consultations-page.ts";
export { listProgramChoices, type ProgramChoice } from "#server/leads/list-program-choices.ts";
export { updateConsultation } from "#server/leads/update-consultation.ts";
