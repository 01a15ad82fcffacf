"use server";

import { headers } from "next/headers";
import { refresh } from "next/cache";
import { currentClientAddress } from "@/lib/client-address/current";
import { defineAction, formInput, recordIdField, versionField } from "@/lib/actions/define-action";
import { planLimitRefusal } from "@/lib/actions/plan-refusals";
import { acknowledgeCheckIn, saveCheckIn } from "@/lib/data/check-ins";
import { deleteJobPhoto } from "@/lib/data/job-photos";
import { getQuoteDefaults } from "@/lib/data/profile";
import { createQuote } from "@/lib/data/quotes";
import { createWalkIn, type CreateWalkInResult } from "@/lib/data/walk-ins";
import { getVehicle } from "@/lib/data/vehicles";
import { formatKm } from "@/lib/format";
import { messages } from "@/lib/messages";
import { newQuoteTerms } from "@/lib/quotes/editor-initial";
import { checkInPath, quotePath } from "@/lib/routes";
import { getStorage } from "@/lib/storage";
import { z } from "@/lib/validation/zod";
import { CHECK_IN_FIELDS, checkInSchemaWith, inPersonAcknowledgementSchema } from "@/lib/validation/check-in";
import { WALK_IN_FIELDS, walkInSchema } from "@/lib/validation/walk-in";

const m = messages.checkIn;

/**
 * 'Salvar entrada': the check-in's form (km, fuel, complaint, checklist, notes). A form loaded
 * before another save, or before the customer acknowledged it, is refused and keeps what was typed.
 */
export const saveCheckInAction = defineAction({
  access: "plan",
  permission: "workOnCars",
  name: "registro da entrada do veículo",
  texts: { prefix: m.saveError },
  input: (quoteId: string, _previous: unknown, formData: FormData) => ({ quoteId, ...formInput(formData, CHECK_IN_FIELDS) }),
  schema: checkInSchemaWith({ quoteId: recordIdField(m.notFoundReason), version: versionField(m.stale) }),
  async run({ caller, input, refuse }) {
    const { quoteId, version, ...checkIn } = input;
    const saved = await saveCheckIn(caller.shopId, quoteId, checkIn, version === 0 ? null : version, caller.memberId);
    if (!saved.ok) {
      if (saved.reason === "notFound") return refuse(m.notFoundReason);
      if (saved.reason === "locked") return refuse(m.lockedReason);
      if (saved.reason === "stale") return { ok: false, message: m.stale };
      if (saved.reason !== "kmBack") return refuse(m.notFoundReason);
      const kmBack = m.kmBack(formatKm(saved.vehicleKm));
      return { ok: false, message: kmBack, fieldErrors: { km: [kmBack] } };
    }
    refresh();
    return { ok: true, message: m.saved, redirectTo: quotePath(quoteId) };
  },
});

/**
 * 'Cliente conferiu aqui': the customer read the check-in on the shop's phone. The same record
 * as on the link (his name, the server's time, this phone's address and browser, the hash of what
 * the page showed), channel 'in_person' with who at the shop was with him.
 */
export const acknowledgeCheckInInPersonAction = defineAction({
  access: "plan",
  permission: "workOnCars",
  name: "conferência presencial da entrada do veículo",
  texts: { prefix: m.ackError },
  input: (quoteId: string, _previous: unknown, formData: FormData) => ({
    quoteId,
    ...formInput(formData, ["customerName", "takenBy", "sha256"] as const),
  }),
  schema: inPersonAcknowledgementSchema.extend({ quoteId: recordIdField(m.notFoundReason) }),
  async run({ caller, input, refuse }) {
    const requestHeaders = await headers();
    const outcome = await acknowledgeCheckIn(caller.shopId, input.quoteId, {
      sha256: input.sha256,
      customerName: input.customerName,
      channel: "in_person",
      takenBy: input.takenBy,
      clientAddress: await currentClientAddress(),
      userAgent: requestHeaders.get("user-agent") ?? "",
    });
    if (!outcome.ok) {
      if (outcome.reason === "notFound") return refuse(m.notFoundReason);
      if (outcome.reason === "acknowledged") return refuse(m.ackAlready);
      if (outcome.reason === "none") return refuse(m.ackNothing);
      return { ok: false, message: m.ackStale };
    }
    refresh();
    return { ok: true, message: m.acknowledgedNow };
  },
});

/** 'Excluir foto': a check-in photo before the customer acknowledged the check-in, or a part's photo. */
export const deleteJobPhotoAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "exclusão de foto do serviço",
  texts: { prefix: m.photoDeleteError },
  input: (photoId: string) => ({ photoId }),
  schema: z.object({ photoId: recordIdField(m.photoNotFound) }),
  async run({ caller, input, refuse }) {
    const deleted = await deleteJobPhoto(caller.shopId, input.photoId);
    if (!deleted.ok) return refuse(deleted.reason === "locked" ? m.lockedReason : m.photoNotFound);
    // After the commit: an object left by a failed removal is found again by the account's deletion.
    await getStorage()
      .remove(deleted.storageKey)
      .catch((error: unknown) => console.error("arquivo da foto não removido", { shopId: caller.shopId }, error));
    refresh();
    return { ok: true, message: m.photoDeleted };
  },
});

/**
 * 'Registrar entrada de ABC1D23' (from 'Entrada do veículo' on the Painel, for a car the shop has):
 * a quote for the car with no items yet, once per submit, then its check-in form.
 */
export const startCheckInAction = defineAction({
  access: "plan",
  permission: "workOnCars",
  name: "início da entrada do veículo",
  texts: { prefix: m.saveError },
  input: (vehicleId: string, _previous: unknown, formData: FormData) => ({ vehicleId, ...formInput(formData, [] as const) }),
  schema: z.object({ vehicleId: recordIdField(m.notFoundReason) }),
  create: true,
  async run({ caller, input, idempotencyKey, refuse }) {
    const vehicle = await getVehicle(caller.shopId, input.vehicleId);
    if (!vehicle) return refuse(m.notFoundReason);
    const quoteId = await createCheckInQuote(caller.shopId, vehicle.customerId, vehicle, idempotencyKey, caller.memberId);
    if (!quoteId) return refuse(m.notFoundReason);
    refresh();
    return { ok: true, redirectTo: checkInPath(quoteId) };
  },
});

/**
 * 'Cadastrar e registrar entrada' ('Entrada do veículo' for someone new): the walk-in form of
 * 'Novo orçamento' (the same fields and rules as createWalkInAction), then a quote for his car and
 * its check-in form instead of the editor.
 */
export const createWalkInCheckInAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "cadastro de cliente e carro para entrada do veículo",
  texts: { prefix: messages.quoteStart.createError },
  input: (_previous: unknown, formData: FormData) => formInput(formData, WALK_IN_FIELDS),
  schema: walkInSchema,
  create: true,
  async run({ caller, input, idempotencyKey, refuse }) {
    const car = input.plate ? { plate: input.plate, make: input.make, model: input.model } : null;
    let created: CreateWalkInResult;
    try {
      created = await createWalkIn(caller.shopId, { owner: { name: input.name, phone: input.phone }, car }, idempotencyKey);
    } catch (error) {
      const refusal = planLimitRefusal(error);
      if (refusal) return refusal;
      throw error;
    }
    if (!created.ok) return refuse(messages.vehicles.plateTaken, { plate: [messages.vehicles.plateTaken] });
    const newCar = created.vehicleId ? { id: created.vehicleId, currentKm: null } : null;
    const quoteId = await createCheckInQuote(caller.shopId, created.customerId, newCar, idempotencyKey, caller.memberId);
    if (!quoteId) return refuse(m.notFoundReason);
    refresh();
    return { ok: true, redirectTo: checkInPath(quoteId) };
  },
});

/**
 * The quote a check-in without one starts: no items, 'Entrada do veículo' as its description, and
 * what the editor gives any new quote (newQuoteTerms: the validity, the profile's payment terms and
 * warranty text; 'Km na entrada' from the car's last known km, which saving the check-in replaces
 * with the km read at the entrance).
 */
async function createCheckInQuote(
  shopId: string,
  customerId: string,
  vehicle: { id: string; currentKm: number | null } | null,
  idempotencyKey: string,
  by: string,
) {
  const terms = newQuoteTerms(await getQuoteDefaults(shopId));
  const write = {
    description: m.quoteDescription,
    cost: null,
    vehicleId: vehicle?.id ?? null,
    checkInKm: vehicle?.currentKm ?? null,
    ...terms,
  };
  const created = await createQuote(shopId, customerId, write, idempotencyKey, by);
  return created?.id;
}
