import { tz } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import { SHOP_TIME_ZONE } from "@/lib/format";
import { messages } from "@/lib/messages";

const t = messages.supplierLink;
const inShop = { in: tz(SHOP_TIME_ZONE) };

/**
 * The deadline as the clerk reads it, in São Paulo time whatever the server's zone: "hoje, 16:00",
 * "amanhã, 09:30", or "28/11/2026, 16:00" further away (or already past).
 */
export function deadlineWhen(deadline: Date, now: Date = new Date()) {
  const time = format(deadline, "HH:mm", inShop);
  const day = format(deadline, "yyyy-MM-dd", inShop);
  if (day === format(now, "yyyy-MM-dd", inShop)) return t.today(time);
  if (day === format(addDays(now, 1, inShop), "yyyy-MM-dd", inShop)) return t.tomorrow(time);
  return t.onDay(format(deadline, "dd/MM/yyyy", inShop), time);
}
