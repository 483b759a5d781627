export { readToast, redirectWithToast, type Toast, toastHeader } from "#server/http/toast.ts";
