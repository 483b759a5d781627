// The application form in the browser (markup: ../../apply/application-form.tsx): the same zod schema
// as the server checks every field on submit, the age follows the date of birth, a draft is kept in this
// browser (core/leads/applications/application-draft.ts), and the form is sent without leaving the page: the
// server's answer (the confirmation, or the form with its messages) replaces the page's content.

import { type FieldErrors, fieldErrors } from "#core/forms/form-result.ts";
import {
  DRAFT_AUTOSAVE_DEBOUNCE_MS,
  DRAFT_STORAGE_KEY,
  parseDraft,
  serializeDraft,
} from "#core/leads/applications/application-draft.ts";
import { applicationErrorMessage } from "#core/leads/applications/application-errors.ts";
import {
  type ApplicationValues,
  applicationFields,
  displayedAge,
  emptyApplication,
} from "#core/leads/applications/application-fields.ts";
import { AGE_PLACEHOLDER } from "../../leads/application-form-texts.ts";
import { countdown } from "./motion.ts";

const BUSY_LABEL = "Processing Application...";

/**
 * The schema (and zod with it, most of this form's script) is fetched when the applicant first types
 * or submits, not with the page. If it cannot be fetched (offline), the form is sent unchecked and the
 * server answers with the same messages.
 */
let schemaModule: Promise<typeof import("#core/leads/applications/application-schema.ts") | null> | null =
  null;
const loadSchema = () =>
  (schemaModule ??= import("#core/leads/applications/application-schema.ts").catch(() => {
    schemaModule = null;
    return null;
  }));

// Storage can be unavailable (disabled, full, private modes): the form then simply keeps no draft.
const draftStore = {
  read(): ApplicationValues | null {
    try {
      const stored = localStorage.getItem(DRAFT_STORAGE_KEY);
      const values = parseDraft(stored);
      if (stored && !values) localStorage.removeItem(DRAFT_STORAGE_KEY);
      return values;
    } catch {
      return null;
    }
  },
  save(values: ApplicationValues) {
    try {
      const serialized = serializeDraft(values);
      if (serialized) localStorage.setItem(DRAFT_STORAGE_KEY, serialized);
      else localStorage.removeItem(DRAFT_STORAGE_KEY);
    } catch {}
  },
  remove() {
    try {
      localStorage.removeItem(DRAFT_STORAGE_KEY);
    } catch {}
  },
};

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function enhance(form: HTMLFormElement) {
  const control = (name: string) => form.elements.namedItem(name) as Control | null;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const messageBox = form.querySelector<HTMLElement>("[data-form-message]")!;
  const restored = form.querySelector<HTMLElement>("[data-restored]")!;
  const ageOutput = form.querySelector<HTMLOutputElement>("[data-age]")!;
  const preselected = form.dataset.preselected ?? "";
  let touched = false;

  const values = (): ApplicationValues => {
    const read = { ...emptyApplication };
    for (const field of applicationFields) read[field] = control(field)?.value ?? "";
    return read;
  };
  const fill = (next: ApplicationValues) => {
    for (const field of applicationFields) {
      const element = control(field);
      if (element) element.value = next[field];
    }
    showAge();
    styleSelects();
  };
  const showAge = () => {
    const age = displayedAge(values().date_of_birth);
    if (age === null) {
      const placeholder = document.createElement("span");
      placeholder.className = "text-mist";
      placeholder.textContent = AGE_PLACEHOLDER;
      ageOutput.replaceChildren(placeholder);
    } else ageOutput.textContent = `${age} years`;
  };
  // A select still on its placeholder ("Select title") reads muted, as in the admin's forms.
  const styleSelects = () => {
    for (const select of form.querySelectorAll("select"))
      select.classList.toggle("text-mist/70", !select.value);
  };

  const autosave = countdown(DRAFT_AUTOSAVE_DEBOUNCE_MS, () => draftStore.save(values()));

  const showMessage = (text: string | null) => {
    messageBox.hidden = !text;
    messageBox.firstElementChild!.textContent = text ?? "";
  };
  const showFieldError = (name: string, message: string | undefined) => {
    const element = control(name);
    if (!element) return;
    const errorId = `${element.id}-error`;
    let error = document.getElementById(errorId);
    if (message) {
      if (!error) {
        error = document.createElement("p");
        error.id = errorId;
        error.className = "text-sm text-danger";
        form.querySelector(`label[for="${element.id}"]`)?.parentElement?.append(error);
      }
      error.textContent = message;
      element.setAttribute("aria-invalid", "true");
      element.setAttribute("aria-describedby", errorId);
    } else {
      error?.remove();
      element.removeAttribute("aria-invalid");
      element.removeAttribute("aria-describedby");
    }
  };
  const showErrors = (problems: FieldErrors) => {
    for (const field of applicationFields) showFieldError(field, problems[field]);
  };
  /** The first field with a problem, in the form's order, gets the focus; else the message is shown. */
  const focusFirstProblem = () => {
    const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) first.focus();
    else messageBox.scrollIntoView({ block: "center" });
  };

  // Restore a saved draft, unless the server sent this form back with what was typed. A program chosen
  // through the link the applicant just followed wins over the draft's; one that no longer exists drops.
  if (!form.hasAttribute("data-echo")) {
    const saved = draftStore.read();
    if (saved) {
      const programs = [...(control("program_id") as HTMLSelectElement).options].map((o) => o.value);
      fill({
        ...saved,
        program_id: preselected || (programs.includes(saved.program_id) ? saved.program_id : ""),
      });
      restored.hidden = false;
    }
  }
  styleSelects();

  form.addEventListener("input", (event) => {
    const name = (event.target as Control).name;
    if (!(applicationFields as readonly string[]).includes(name)) return;
    void loadSchema();
    touched = true;
    autosave.restart();
    showFieldError(name, undefined);
    if (name === "date_of_birth") showAge();
    styleSelects();
  });

  restored.querySelector("[data-clear]")!.addEventListener("click", () => {
    autosave.stop();
    draftStore.remove();
    touched = false;
    fill({ ...emptyApplication, program_id: preselected });
    showErrors({});
    showMessage(null);
    restored.hidden = true;
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    // Disabled while the schema may still be on its way, so a second click cannot send twice.
    submit.disabled = true;
    autosave.stop();
    if (touched) draftStore.save(values());
    const parsed = (await loadSchema())?.applicationSchema().safeParse(values());
    if (parsed && !parsed.success) {
      submit.disabled = false;
      const problems = fieldErrors(parsed.error);
      showErrors(problems);
      showMessage(applicationErrorMessage({ code: "fields", errors: problems }) || null);
      focusFirstProblem();
      return;
    }
    showErrors({});
    showMessage(null);
    const label = submit.textContent;
    submit.textContent = BUSY_LABEL;
    const answer = await send(form);
    if (answer.page) {
      showAnswer(form, answer.page);
      return;
    }
    submit.disabled = false;
    submit.textContent = label;
    showMessage(answer.message);
  });
}

/**
 * Posts the form as a browser would; the page the server answers with (its message decided there, by
 * the answer's code), or the catalogue's message for what the browser finds itself: no answer at all,
 * or one that is not our page (a proxy's, an outage page), of which only the status is known.
 */
async function send(
  form: HTMLFormElement,
): Promise<{ page: Element; message?: never } | { page?: never; message: string }> {
  let response: Response;
  try {
    response = await fetch(form.action, {
      method: "POST",
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { Accept: "text/html" },
    });
  } catch {
    // No answer at all: offline, or the connection dropped (fetch rejects only then).
    return { message: applicationErrorMessage({ code: "network" }) };
  }
  const html = response.headers.get("Content-Type")?.includes("text/html") ? await response.text() : "";
  const page =
    html && new DOMParser().parseFromString(html, "text/html").querySelector("[data-application-page]");
  if (page) return { page };
  // Our fault somewhere on the way ("Any other server error"), or nothing to go on (the fallback).
  return { message: applicationErrorMessage({ code: response.status >= 500 ? "unexpected" : null }) };
}

/** The server's answer replaces the page's content: the confirmation, or the form with its messages. */
function showAnswer(form: HTMLFormElement, answer: Element) {
  const page = document.importNode(answer, true);
  form.closest("[data-application-page]")!.replaceWith(page);
  if (page.querySelector("[data-application-submitted]")) {
    draftStore.remove();
    window.scrollTo({ top: 0 });
    page.querySelector<HTMLElement>("h1")?.focus();
    return;
  }
  const next = page.querySelector<HTMLFormElement>("form[data-enhance=application-form]")!;
  enhance(next);
  const first = next.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (first) first.focus();
  else next.querySelector("[data-form-message]")?.scrollIntoView({ block: "center" });
}
