/**
 * The agenda on a wide screen: the week grid shows each day's appointments with their state and a
 * request set apart, and a free time of any day opens the form on that day and time.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { appointments } from "../../db/schema";
import { mondayOf, shortDayLabel } from "../../lib/agenda/display";
import { shopInstant } from "../../lib/agenda/slots";
import { addDaysToDay, shopToday } from "../../lib/calendar";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";

test.use({ plan: "pro" });

const a = messages.agenda;

test("the week grid shows the week's appointments, and a free time opens the form on it", async ({ page, mechanic, accountsDatabase }) => {
  // Next week's Wednesday: a working day with every hour still ahead, whatever today is.
  const monday = addDaysToDay(mondayOf(shopToday()), 7);
  const wednesday = addDaysToDay(monday, 2);
  const at = (minutes: number) => ({ startsAt: shopInstant(wednesday, minutes), endsAt: shopInstant(wednesday, minutes + 60) });
  const row = { shopId: mechanic.id, source: "public_page" as const, services: [], contactPhone: "11977770000" };
  await accountsDatabase.db.insert(appointments).values([
    {
      ...row,
      ...at(8 * 60),
      status: "confirmed",
      contactName: "Ana Semana",
      token: randomBytes(24).toString("base64url"),
      idempotencyKey: randomUUID(),
    },
    {
      ...row,
      ...at(10 * 60),
      status: "requested",
      contactName: "Bruno Pedido",
      token: randomBytes(24).toString("base64url"),
      idempotencyKey: randomUUID(),
    },
  ]);

  await page.goto(`/dashboard/agenda?semana=${monday}`);
  const week = page.getByTestId("agenda-week");
  await expect(week).toBeVisible();
  // The phone's day list is there for narrow screens only.
  await expect(page.getByTestId("agenda-day")).toBeHidden();
  const confirmed = week.getByRole("link", { name: /Ana Semana/ });
  await expect(confirmed).toContainText("08:00");
  await expect(confirmed).toContainText(a.status.confirmed);
  const request = week.getByRole("link", { name: /Bruno Pedido/ });
  await expect(request).toContainText(a.status.requested);
  // Set apart by its colour, not only its word.
  expect(await request.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
    await confirmed.evaluate((element) => getComputedStyle(element).backgroundColor),
  );

  await week.getByRole("link", { name: `${a.screens.bookAt("09:00")}, ${shortDayLabel(wednesday)}`, exact: true }).click();
  const form = page.getByRole("form", { name: a.form.title });
  await expect(form.getByRole("radio", { name: "09:00" })).toBeChecked();
  await expect(form.getByLabel(a.form.day)).toHaveValue(wednesday);
});
