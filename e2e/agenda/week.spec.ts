/**
 * The agenda on a wide screen: the week grid shows each day's appointments with their state and a
 * request set apart, and a free time of any day opens the form on that day and time; 'Remarcar'
 * moves an appointment to another day's free time.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { appointments } from "../../db/schema";
import { mondayOf, shortDayLabel } from "../../lib/agenda/display";
import { shopInstant } from "../../lib/agenda/slots";
import { addDaysToDay, shopToday } from "../../lib/calendar";
import { formatDateAtTime } from "../../lib/format";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { toast } from "../support/toast";

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
  // The phone's day list is there for narrow windows only.
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

test("'Remarcar' moves an appointment to another day's free time and keeps the old one in its history", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const monday = addDaysToDay(mondayOf(shopToday()), 7);
  const [booked] = await accountsDatabase.db
    .insert(appointments)
    .values({
      shopId: mechanic.id,
      source: "shop",
      status: "confirmed",
      services: [],
      contactName: "Caio Remarca",
      contactPhone: "11977770001",
      startsAt: shopInstant(monday, 9 * 60),
      endsAt: shopInstant(monday, 10 * 60),
      token: randomBytes(24).toString("base64url"),
      idempotencyKey: randomUUID(),
    })
    .returning({ id: appointments.id });
  const thursday = addDaysToDay(monday, 3);

  await page.goto(`/dashboard/agenda/${booked!.id}`);
  await page.getByRole("button", { name: a.detail.reschedule, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: a.detail.rescheduleTitle });
  await dialog.getByLabel(a.detail.newDay).selectOption(thursday);
  // The radio is drawn by its label (a big button); the label takes the tap.
  await dialog.getByText("15:00", { exact: true }).click();
  await expect(dialog.getByRole("radio", { name: "15:00" })).toBeChecked();
  await dialog.getByRole("button", { name: a.detail.reschedule, exact: true }).click();
  await expect(toast(page, a.detail.rescheduled)).toBeVisible();
  const history = page.getByTestId("appointment-history");
  await expect(history).toContainText(a.detail.event.rescheduled);
  await expect(history).toContainText(a.detail.movedFrom(formatDateAtTime(shopInstant(monday, 9 * 60))));
  const [moved] = await accountsDatabase.db.select().from(appointments).where(eq(appointments.id, booked!.id));
  expect(moved!.startsAt.toISOString()).toBe(shopInstant(thursday, 15 * 60).toISOString());
});
