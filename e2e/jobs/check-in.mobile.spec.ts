/**
 * On a phone (375 px, touch): 'Entrada do veículo' is filled at the car (km, the fuel
 * gauge, the complaint, a checklist item), a photo from the camera input is uploaded with its
 * progress bar and shows on the page, and the customer acknowledges the check-in on the quote
 * link; the job's page then shows who acknowledged it, locked.
 */
import sharp from "sharp";
import { jobPhotos } from "../../db/schema";
import { CHECK_IN_PHOTO_LIMIT } from "../../lib/jobs/photo-limits";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { seriousViolations } from "../support/axe";
import { holdPageScripts } from "../support/network";
import { seedShop } from "../support/seed";

const m = messages.checkIn;
const link = messages.checkInLink;

test.use({ plan: "pro" });

test("a check-in with a photo, acknowledged by the customer on the link", async ({ page, mechanic, accountsDatabase }) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: "#3a6ea5", noise: { type: "gaussian", mean: 120, sigma: 30 } },
  })
    .jpeg()
    .toBuffer();

  await page.goto(`/dashboard/quotes/${shop.quoteId}/check-in`);
  await page.getByLabel(m.km).fill("188.020");
  await page.getByLabel("4/8").check();
  await page.getByLabel(m.complaint).fill("Barulho na roda dianteira ao frear");
  await page.getByTestId("checklist-riscos").getByLabel(m.stateProblem).check();
  await page.getByLabel(m.itemNote(m.checklistItems.riscos)).fill("Porta traseira esquerda");
  await page.getByRole("button", { name: m.save }).tap();
  await page.waitForURL(`**/dashboard/quotes/${shop.quoteId}`);

  const section = page.getByTestId("check-in-section");
  await expect(section).toContainText("188.020 km");
  await section.getByLabel(m.addPhotos).setInputFiles({ name: "porta.jpg", mimeType: "image/jpeg", buffer: photo });
  const uploads = page.getByTestId("check-in-photos");
  await expect(uploads.locator("progress")).toHaveAttribute("value", "100");
  await expect(uploads).toContainText(`porta.jpg: ${m.uploaded}`);
  await expect(section.getByRole("img", { name: m.photoAlt(1) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page, "[data-testid=check-in-section]")).toEqual([]);

  await page.goto(`/orcamento/${shop.linkToken}`);
  const onLink = page.getByTestId("check-in-link");
  await expect(onLink.getByRole("heading", { name: link.heading })).toBeVisible();
  await expect(onLink).toContainText("Porta traseira esquerda");
  await expect(onLink.getByRole("img", { name: m.photoAlt(1) })).toBeVisible();
  expect(await seriousViolations(page, "[data-testid=check-in-link]")).toEqual([]);
  await onLink.getByLabel(link.name).fill("Maria Souza");
  await onLink.getByRole("button", { name: link.confirm }).tap();
  await page.waitForURL(`**/orcamento/${shop.linkToken}?entrada=conferido#entrada`);
  await expect(page.getByTestId("check-in-link-acknowledged")).toContainText("Maria Souza");

  await page.goto(`/dashboard/quotes/${shop.quoteId}`);
  await expect(page.getByTestId("check-in-acknowledgement")).toContainText("Conferida por Maria Souza pelo link");
  await expect(page.getByLabel(m.addPhotos)).toHaveCount(0);
});

test("photos chosen while the page loads are sent once it does; at the cap the uploader says why", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  // One short of the cap, straight in the database (their objects are not needed here).
  await accountsDatabase.db.insert(jobPhotos).values(
    Array.from({ length: CHECK_IN_PHOTO_LIMIT - 1 }, () => ({
      quoteId: shop.quoteId,
      shopId: mechanic.id,
      kind: "check_in" as const,
      storageKey: `${mechanic.id}-photo-${crypto.randomUUID()}.jpg`,
      sha256: "a".repeat(64),
      width: 1,
      height: 1,
      bytes: 1,
    })),
  );
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a6ea5" } })
    .jpeg()
    .toBuffer();

  // A weak connection: the photos are chosen before the page's script has loaded.
  const release = await holdPageScripts(page);
  await page.goto(`/dashboard/quotes/${shop.quoteId}`, { waitUntil: "commit" });
  const section = page.getByTestId("check-in-section");
  await section
    .getByLabel(m.addPhotos)
    .setInputFiles(["a.jpg", "b.jpg", "c.jpg"].map((name) => ({ name, mimeType: "image/jpeg", buffer: photo })));
  release();
  const uploads = page.getByTestId("check-in-photos");
  await expect(uploads).toContainText(`a.jpg: ${m.uploaded}`);
  await expect(uploads.getByRole("alert")).toHaveText([
    m.uploadFailed("b.jpg", m.upload.checkInFull),
    m.uploadFailed("c.jpg", m.upload.notSent + m.upload.checkInFull),
  ]);
  await expect(section.getByRole("img", { name: m.photoAlt(CHECK_IN_PHOTO_LIMIT) })).toBeVisible();
  await expect(section.getByRole("img", { name: m.photoAlt(CHECK_IN_PHOTO_LIMIT + 1) })).toHaveCount(0);
});
