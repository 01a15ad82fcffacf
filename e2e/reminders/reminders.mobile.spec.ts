/**
 * 'Lembretes' on a 375 px phone: the shop opens it from the menu, taps the
 * next-service reminder's WhatsApp (the message carries the car and the service) and marks it
 * 'Feito'; the line leaves the list and stays gone. The list's rules, the other kinds and the
 * refusals are proven in tests/integration (reminders-list, reminder-actions, reminders-page,
 * upcoming-dues). After an oil change, the next one shows under 'Próximas revisões'.
 */
import { eq } from "drizzle-orm";
import { shops, reminderActions } from "../../db/schema";
import { formatDay, shopToday } from "../../lib/calendar";
import { addMonthsToDay } from "../../lib/service-dues/intervals";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { insertOilChangeDue } from "../support/rows";
import { toast } from "../support/toast";

const t = messages.reminders;
test.use({ plan: "pro" });

test("opens 'Lembretes' from the menu, sends the WhatsApp reminder and marks it done", async ({
  page,
  context,
  mechanic,
  accountsDatabase: database,
}) => {
  const { db } = database;
  const today = shopToday();
  // A reminder's WhatsApp message is signed with the shop's name: none is offered without it.
  await db.update(shops).set({ shopName: "Oficina da Ana" }).where(eq(shops.id, mechanic.id));
  await insertOilChangeDue(database, mechanic.id, today, 60000);

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Abrir menu" }).tap();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: t.title, exact: true }).tap();
  await expect(page).toHaveURL("/dashboard/reminders");

  const line = page.getByTestId("reminders-today").getByTestId("reminder");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("Troca de óleo do Gol ABC1D23 vence em");

  // wa.me opens in a new tab; the test answers for WhatsApp.
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  const popup = page.waitForEvent("popup");
  await line.getByRole("link", { name: t.whatsappLabel("Ana Lima") }).tap();
  const opened = await popup;
  const url = new URL(opened.url());
  expect(url.pathname).toBe("/5511912345678");
  const text = url.searchParams.get("text")!;
  expect(text).toContain("Gol ABC1D23");
  expect(text).toContain("Troca de óleo");
  await opened.close();

  // After the WhatsApp tap, 'Feito' asks how, with WhatsApp already chosen.
  const done = line.getByTestId("reminder-done");
  await expect(done.getByRole("radio", { name: t.channels.whatsapp })).toBeChecked();
  await done.getByRole("button", { name: t.confirmDone }).tap();
  await expect(toast(page, t.marked)).toBeVisible();
  await expect(page.getByTestId("reminder")).toHaveCount(0);
  await expect(page.getByTestId("reminders-empty")).toBeVisible();

  const [record] = await db.select().from(reminderActions).where(eq(reminderActions.shopId, mechanic.id));
  expect(record).toMatchObject({ kind: "service_due", occurrence: `${today}|60000`, doneChannel: "whatsapp" });

  await page.reload();
  await expect(page.getByTestId("reminders-empty")).toBeVisible();
  await expect(page.getByTestId("reminder")).toHaveCount(0);
});

test("after an oil change, 'Lembretes' shows the next one coming, months ahead, at 375 px", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  // The next change is five months out: beyond the week the list covers.
  const today = shopToday();
  const dueOn = addMonthsToDay(today, 5);
  const { customerId, vehicleId } = await insertOilChangeDue(accountsDatabase, mechanic.id, dueOn, 97600);

  await page.goto("/dashboard/reminders");
  // Nothing this week, but not 'Nenhum lembrete por enquanto': the next change is listed.
  await expect(page.getByTestId("reminders-empty")).toHaveText(t.noneThisWeek);
  const upcoming = page.getByTestId("upcoming-dues");
  await expect(upcoming.getByRole("heading", { level: 2, name: t.upcoming.heading })).toBeVisible();
  const line = upcoming.getByTestId("upcoming-later").getByTestId("upcoming-due");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`Troca de óleo do Gol ABC1D23 vence em ${formatDay(dueOn)} ou aos 97.600 km, o que vier primeiro`);
  await line.getByRole("link", { name: t.vehicleLink("Gol ABC1D23") }).tap();
  await expect(page).toHaveURL(`/dashboard/customers/${customerId}/vehicles/${vehicleId}`);
});
