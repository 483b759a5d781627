// My work: an operator's own day, read through the lists it links to.
export { getMyWork } from "#server/my-work/get-my-work.ts";
