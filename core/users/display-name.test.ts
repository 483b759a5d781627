import { describe, expect, it } from "vitest";
import {
  displayName,
  erasedAddress,
  fullName,
  isErased,
  personEmail,
  personName,
  shortName,
} from "./display-name.ts";

describe("a person's display name", () => {
  it("is first and last name when given", () => {
    expect(displayName({ firstName: "Jane", lastName: "Doe", name: "J", email: "j@example.com" })).toBe(
      "Jane Doe",
    );
    expect(displayName({ firstName: " Jane ", lastName: null, email: "j@example.com" })).toBe("Jane");
    expect(displayName({ firstName: "", lastName: "Doe" })).toBe("Doe");
  });

  it("falls back to the account's name, then the e-mail", () => {
    expect(displayName({ firstName: null, lastName: " ", name: "Jane D", email: "j@example.com" })).toBe(
      "Jane D",
    );
    expect(displayName({ firstName: null, lastName: null, name: "", email: "j@example.com" })).toBe(
      "j@example.com",
    );
    expect(displayName({})).toBe("");
  });

  it("is the first name, else the e-mail, in the members' top bar", () => {
    expect(shortName({ firstName: "Jane", email: "j@example.com" })).toBe("Jane");
    expect(shortName({ firstName: "  ", email: "j@example.com" })).toBe("j@example.com");
  });

  it("writes the full name without fallbacks", () => {
    expect(fullName({ firstName: "Jane", lastName: "Doe" })).toBe("Jane Doe");
    expect(fullName({ firstName: null, lastName: null })).toBe("");
  });
});

describe("an erased member (decision 145: the anonymous row an erasure leaves)", () => {
  const erased = {
    firstName: null,
    lastName: null,
    name: "",
    email: erasedAddress("6f1c2d3e-0000-4000-8000-000000000001"),
  };

  it("is recognised by the address an erasure gives, and by nothing else", () => {
    expect(isErased(erased)).toBe(true);
    expect(isErased({ email: "ERASED-6F1C2D3E-0000-4000-8000-000000000001@Erased.Invalid" })).toBe(true);
    expect(isErased({ email: "erased-someone@example.com" })).toBe(false);
    expect(isErased({ email: "j@example.com" })).toBe(false);
    expect(isErased({})).toBe(false);
  });

  it("is shown as Erased member, never by the address, wherever a name shows", () => {
    expect(displayName(erased)).toBe("Erased member");
    expect(personName(erased)).toBe("Erased member");
    expect(personEmail(erased)).toBe("");
  });

  it("leaves everyone else's name and address as they are", () => {
    const jane = { firstName: "Jane", lastName: "Doe", email: "j@example.com" };
    expect(personName(jane)).toBe("Jane Doe");
    expect(personName({ firstName: null, lastName: null, email: "j@example.com" })).toBe("");
    expect(personEmail(jane)).toBe("j@example.com");
  });
});
