import { mkdir, writeFile } from "node:fs/promises";
import sharp from "sharp";
import { slugFromName } from "#core/content/programs/slug.ts";
import { E2E_ADMIN } from "./env.ts";
import { expect, test } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

async function imageFile(name: string, color: string): Promise<string> {
  await mkdir(".tmp/e2e-files", { recursive: true });
  const path = `.tmp/e2e-files/${name}`;
  await writeFile(
    path,
    await sharp({ create: { width: 640, height: 400, channels: 3, background: color } })
      .png()
      .toBuffer(),
  );
  return path;
}

test("[ADMIN][PROGRAMS] creates a program with an image that the public site shows at once", async ({
  page,
}) => {
  const name = `Discreet Mobility ${Date.now().toString(36)}`;
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/programs");
  await expect(page.getByRole("heading", { name: "Program Management" })).toBeVisible();
  await page.getByRole("button", { name: "Add Program" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Program" });
  await dialog.getByRole("button", { name: "Create Program" }).click();
  await expect(dialog.getByText("Program name is required")).toBeVisible();
  await expect(dialog.getByText("Description is required")).toBeVisible();
  await expect(dialog.getByText("Duration is required")).toBeVisible();

  await dialog.getByLabel("Program Name").fill(name);
  await dialog.getByLabel("Tagline").fill("Arrive and leave unnoticed");
  await dialog.getByLabel("Duration").fill("3 weeks");
  await dialog
    .getByLabel("Description")
    .fill("Route planning, vehicle discipline and calm arrivals for principals who travel daily.");
  await dialog
    .getByLabel("Features (one per line)")
    .fill("Route Craft: Plan varied, quiet routes\nVehicle Discipline: Habits that keep you unremarkable");
  await dialog.getByLabel(/^Images/).setInputFiles(await imageFile("first.png", "#445566"));
  await dialog.getByRole("button", { name: "Create Program" }).click();
  await expect(page.getByText("Program created successfully")).toBeVisible();

  await page.goto("/programs");
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await page.goto(`/programs/${slugFromName(name)}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("img", { name: new RegExp(name) }).first()).toBeVisible();
  await expect(page.getByText("Route Craft", { exact: false }).first()).toBeVisible();
});

test("[ADMIN][PROGRAMS] manages images: upload, refuse a renamed file, set primary, delete", async ({
  page,
}) => {
  const name = `Image Drill ${Date.now().toString(36)}`;
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/programs?new=1");
  const create = page.getByRole("dialog", { name: "Add Program" });
  await create.getByLabel("Program Name").fill(name);
  await create.getByLabel("Duration").fill("1 day");
  await create.getByLabel("Description").fill("A short drill.");
  await create.getByRole("button", { name: "Create Program" }).click();
  await expect(page.getByText("Program created successfully")).toBeVisible();

  await page.goto(`/admin/programs?q=${encodeURIComponent(name)}`);
  await page.getByRole("row").filter({ hasText: name }).getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Program" });
  await expect(dialog.getByText("No images yet.", { exact: false })).toBeVisible();

  // A text file renamed to .png is refused by its content.
  await mkdir(".tmp/e2e-files", { recursive: true });
  await writeFile(".tmp/e2e-files/not-an-image.png", "plain text pretending");
  await dialog.getByLabel(/^Add images/).setInputFiles(".tmp/e2e-files/not-an-image.png");
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(
    page.getByText("Failed to add image: Invalid file type. Allowed types: jpeg, jpg, png, webp"),
  ).toBeVisible();

  await dialog
    .getByLabel(/^Add images/)
    .setInputFiles([await imageFile("a.png", "#334455"), await imageFile("b.png", "#665544")]);
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("2 images added successfully")).toBeVisible();
  const cards = dialog.getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByText("Primary")).toBeVisible();

  await cards.nth(1).getByRole("button", { name: "Set as primary image" }).click();
  await expect(page.getByText("Primary image updated")).toBeVisible();
  await expect(cards.nth(1).getByText("Primary")).toBeVisible();
  await expect(cards.nth(0).getByText("Primary")).toHaveCount(0);

  page.once("dialog", (confirm) => confirm.accept());
  await cards.nth(0).getByRole("button", { name: "Delete image" }).click();
  await expect(page.getByText("Image deleted successfully")).toBeVisible();
  await expect(cards).toHaveCount(1);
});
