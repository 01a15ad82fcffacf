"use client";

import type { ReactNode } from "react";
import { useState } from "react";
import { StageMoveDialog } from "@/components/jobs/stage-move-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { CircleCheck, CirclePlay, MessageCircle, RotateCcw, X } from "@/components/ui/icons";
import type { QuoteStatus } from "@/lib/enums";
import { jobStages as m } from "@/lib/messages/job-stages";
import { quoteSending } from "@/lib/messages/quote-sending";
import { quoteStatusOf } from "@/lib/quote-status";
import { canCancel, nextStage, previousStage } from "@/lib/quotes/stages";

const BUTTON = "h-11 w-full sm:h-10 sm:w-auto";

type Props = {
  quoteId: string;
  /** The stage the page shows; every move is sent from it, so a stale page changes nothing. */
  status: QuoteStatus;
  /** 'Cancelar' is offered (a quote nobody answered is deleted instead, from the page). */
  cancellable: boolean;
  /** 'Voltar etapa' is offered (not to a mechanic: lib/team/permissions.ts). */
  backable: boolean;
  /** wa.me with the shop's 'Carro pronto' message, or null (no valid phone, or no link yet). */
  readyWhatsAppUrl: string | null;
  /** 'Registrar entrega', for a car that is ready (built with the delivery). */
  deliveryButton?: ReactNode;
};

/**
 * The job's header buttons: one clear button for the next step ('Iniciar serviço', 'Carro pronto',
 * then the delivery), 'Voltar etapa' and 'Cancelar', each confirmed in a dialog, the last two with
 * a reason. After 'Carro pronto' the shop is offered the WhatsApp message (wa.me opens only from a
 * tap), and the link stays on the page while the car waits.
 */
export function StageActions({ quoteId, status, cancellable, backable, readyWhatsAppUrl, deliveryButton }: Props) {
  const [notify, setNotify] = useState(false);
  const next = nextStage(status);
  // From 'Entregue' too: a delivery registered by mistake; its record goes with the step back.
  const back = backable ? previousStage(status) : undefined;
  return (
    <>
      {next === "in_progress" && (
        <StageMoveDialog
          quoteId={quoteId}
          from={status}
          to={next}
          trigger={
            <Button type="button" className={BUTTON}>
              <CirclePlay aria-hidden="true" /> {m.start}
            </Button>
          }
          title={m.startTitle}
          description={m.startDescription}
          submitLabel={m.start}
          withReason={false}
        />
      )}
      {next === "ready" && (
        <StageMoveDialog
          quoteId={quoteId}
          from={status}
          to={next}
          trigger={
            <Button type="button" className={BUTTON}>
              <CircleCheck aria-hidden="true" /> {m.ready}
            </Button>
          }
          title={m.readyTitle}
          description={m.readyDescription}
          submitLabel={m.ready}
          withReason={false}
          onMoved={() => setNotify(true)}
        />
      )}
      {status === "ready" && deliveryButton}
      {status === "ready" && readyWhatsAppUrl && <NotifyLink url={readyWhatsAppUrl} />}
      {back && (
        <StageMoveDialog
          quoteId={quoteId}
          from={status}
          to={back}
          trigger={
            <Button type="button" variant="outline" className={BUTTON}>
              <RotateCcw aria-hidden="true" /> {m.back}
            </Button>
          }
          title={m.backTitle(quoteStatusOf(back).label)}
          description={m.backDescription}
          submitLabel={m.back}
          withReason
        />
      )}
      {cancellable && canCancel(status) && (
        <StageMoveDialog
          quoteId={quoteId}
          from={status}
          to="canceled"
          trigger={
            <Button type="button" variant="outline" className={`${BUTTON} text-destructive hover:text-destructive`}>
              <X aria-hidden="true" /> {m.cancel}
            </Button>
          }
          title={m.cancelTitle}
          description={m.cancelDescription}
          submitLabel={m.cancelConfirm}
          withReason
        />
      )}
      <Dialog open={notify} onOpenChange={setNotify}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{quoteStatusOf("ready").label}</DialogTitle>
            <DialogDescription>{readyWhatsAppUrl ? m.readyDescription : m.notifyNoPhone}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" className="h-11 sm:h-10">
                {m.close}
              </Button>
            </DialogClose>
            {readyWhatsAppUrl && <NotifyLink url={readyWhatsAppUrl} onOpen={() => setNotify(false)} />}
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** 'Avisar no WhatsApp': a plain link to wa.me with the message, opened in a new tab. */
function NotifyLink({ url, onOpen }: { url: string; onOpen?: () => void }) {
  return (
    <Button asChild variant="outline" className={BUTTON}>
      <a href={url} target="_blank" rel="noopener noreferrer" onClick={onOpen}>
        <MessageCircle aria-hidden="true" /> {m.notifyWhatsApp}
        <span className="sr-only"> {quoteSending.newTab}</span>
      </a>
    </Button>
  );
}
