import { describe, expect, it } from "vitest";
import { isFiltered, nextSort, pageCount, parseTableQuery, tableSearch } from "./table-query.ts";

const allowed = { sortable: ["question", "display_order"], filterable: ["question", "is_active"] };

describe("table query from the URL", () => {
  it("reads search, sort, filters and page, ignoring what the table does not allow", () => {
    const query = parseTableQuery(
      new URLSearchParams("q=%20fees%20&sort=question&dir=desc&f.question=how&f.secret=x&page=3"),
      allowed,
    );
    expect(query).toEqual({
      search: "fees",
      sort: { column: "question", direction: "desc" },
      filters: { question: "how" },
      page: 3,
      pageSize: 25,
    });
    expect(isFiltered(query)).toBe(true);
  });

  it("falls back to the default sort and page 1 for unknown or bad values", () => {
    const query = parseTableQuery(new URLSearchParams("sort=password&page=-4"), {
      ...allowed,
      defaultSort: { column: "display_order", direction: "asc" },
    });
    expect(query.sort).toEqual({ column: "display_order", direction: "asc" });
    expect(query.page).toBe(1);
    expect(isFiltered(query)).toBe(false);
  });

  it("removes control characters from the search and the filters (the database refuses NUL in text)", () => {
    const query = parseTableQuery(
      new URLSearchParams("q=%00fe%00es%1B%7F%C2%85&f.question=%20%00how%01&f.is_active=%00"),
      allowed,
    );
    expect(query.search).toBe("fees");
    expect(query.filters).toEqual({ question: "how" });
  });
});

describe("sorting cycles", () => {
  it("FAQ tables cycle asc, desc, off", () => {
    let sort = nextSort(null, "question", "asc-desc-off");
    expect(sort).toEqual({ column: "question", direction: "asc" });
    sort = nextSort(sort, "question", "asc-desc-off");
    expect(sort).toEqual({ column: "question", direction: "desc" });
    expect(nextSort(sort, "question", "asc-desc-off")).toBeNull();
  });
  it("other tables toggle, and a new column starts ascending", () => {
    expect(nextSort({ column: "a", direction: "desc" }, "a", "asc-desc")).toEqual({
      column: "a",
      direction: "asc",
    });
    expect(nextSort({ column: "a", direction: "desc" }, "b", "asc-desc")).toEqual({
      column: "b",
      direction: "asc",
    });
  });
});

describe("table URLs", () => {
  it("go back to page 1 when the search changes and drop empty values", () => {
    expect(tableSearch(new URLSearchParams("page=4&q=old"), { search: "new" })).toBe("?q=new");
    expect(tableSearch(new URLSearchParams("q=old"), { search: "" })).toBe("");
    expect(tableSearch(new URLSearchParams(""), { page: 2 })).toBe("?page=2");
    expect(tableSearch(new URLSearchParams("sort=a&dir=asc"), { sort: null })).toBe("");
  });
  it("count pages", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });
});
