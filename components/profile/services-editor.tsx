"use client";

import { toast } from "sonner";
import { z } from "@/lib/validation/zod";
import { MoneyField } from "@/components/forms/money-field";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Check, Pencil, Plus, Trash2, X } from "@/components/ui/icons";
import type { ShopService } from "@/db/schema";
import { formatCurrency } from "@/lib/format";
import { messages } from "@/lib/messages";
import { newServiceId } from "@/lib/profile/services";
import { moneyInputText } from "@/lib/validation/fields";
import { serviceSchema } from "@/lib/validation/profile";

/** A row being edited: what is typed, kept apart from the saved service until 'Confirmar'. */
export type ServiceDraft = {
  name: string;
  price: string;
  description: string;
  isNew: boolean;
  errors?: Record<string, string[] | undefined>;
};
export type ServiceDrafts = Record<string, ServiceDraft>;

type Props = {
  services: ShopService[];
  onServicesChange: (services: ShopService[]) => void;
  drafts: ServiceDrafts;
  onDraftsChange: (drafts: ServiceDrafts) => void;
};

/** 'Serviços Oferecidos': each row toggles between view and edit; confirm applies, cancel reverts. */
export function ServicesEditor({ services, onServicesChange, drafts, onDraftsChange }: Props) {
  const newIds = Object.keys(drafts).filter((id) => drafts[id]?.isNew);
  const setDraft = (id: string, draft: ServiceDraft | undefined) => {
    const next = { ...drafts };
    if (draft) next[id] = draft;
    else delete next[id];
    onDraftsChange(next);
  };

  function edit(service: ShopService) {
    // Shown the way it is read back: "1.234,56", never "1234.56".
    setDraft(service.id, {
      name: service.name,
      price: moneyInputText(service.price),
      description: service.description ?? "",
      isNew: false,
    });
  }

  // The server reads the saved list again with the same schema; this is the row's early answer.
  function confirm(id: string, draft: ServiceDraft) {
    const parsed = serviceSchema.safeParse({ id, name: draft.name, price: draft.price, description: draft.description });
    if (!parsed.success) {
      const errors = z.flattenError(parsed.error).fieldErrors;
      toast.error(Object.values(errors).flat()[0] ?? messages.validation.checkData);
      setDraft(id, { ...draft, errors });
      return;
    }
    const service = parsed.data;
    onServicesChange(draft.isNew ? [...services, service] : services.map((existing) => (existing.id === id ? service : existing)));
    setDraft(id, undefined);
  }

  const editor = (id: string, draft: ServiceDraft) => (
    <ServiceRowEditor
      key={id}
      id={id}
      draft={draft}
      onChange={(changes) => setDraft(id, { ...draft, ...changes })}
      onConfirm={() => confirm(id, draft)}
      onCancel={() => setDraft(id, undefined)}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Serviços Oferecidos</h2>
        </CardTitle>
        <CardDescription>Os serviços e preços que aparecem na sua página pública.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {services.length === 0 && newIds.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum serviço cadastrado ainda.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Serviços">
            {services.map((service) => {
              const draft = drafts[service.id];
              return draft ? (
                editor(service.id, draft)
              ) : (
                // The text takes what is left and wraps (a long name never pushes the buttons to a line of their own).
                <li key={service.id} className="flex items-start gap-3 rounded-lg border p-3">
                  <div className="grid min-w-0 flex-1 gap-1">
                    <p className="font-medium break-words">{service.name}</p>
                    {service.description && <p className="text-sm break-words text-muted-foreground">{service.description}</p>}
                    <p className="text-sm font-semibold">{formatCurrency(service.price)}</p>
                  </div>
                  {/* 44 px targets on a phone, 40 px from sm up. */}
                  <div className="flex shrink-0 gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-11 sm:size-10"
                      aria-label={`Editar ${service.name}`}
                      onClick={() => edit(service)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Excluir ${service.name}`}
                      className="size-11 text-destructive hover:text-destructive sm:size-10"
                      onClick={() => onServicesChange(services.filter((existing) => existing.id !== service.id))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              );
            })}
            {newIds.map((id) => editor(id, drafts[id]!))}
          </ul>
        )}
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-fit"
          onClick={() => setDraft(newServiceId(), { name: "", price: "", description: "", isNew: true })}
        >
          <Plus aria-hidden="true" /> Adicionar serviço
        </Button>
        <p className="text-sm text-muted-foreground">As mudanças nos serviços são gravadas ao clicar em Salvar Alterações.</p>
      </CardContent>
    </Card>
  );
}

type RowEditorProps = {
  id: string;
  draft: ServiceDraft;
  onChange: (changes: Partial<ServiceDraft>) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

function ServiceRowEditor({ id, draft, onChange, onConfirm, onCancel }: RowEditorProps) {
  // Enter inside a row confirms the row instead of submitting the whole profile.
  const confirmOnEnter = (event: React.KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      onConfirm();
    }
  };
  return (
    <li
      className="grid gap-3 rounded-lg border border-primary/40 bg-accent/40 p-3"
      aria-label={draft.isNew ? "Novo serviço" : `Editando ${draft.name}`}
    >
      <TextField
        id={`service-${id}-name`}
        label="Nome do serviço"
        value={draft.name}
        autoFocus
        onKeyDown={confirmOnEnter}
        onChange={(event) => onChange({ name: event.target.value })}
        errors={draft.errors?.name}
      />
      <MoneyField
        id={`service-${id}-price`}
        label="Preço (R$)"
        hint="Em branco: R$ 0,00."
        value={draft.price}
        onKeyDown={confirmOnEnter}
        onValueChange={(price) => onChange({ price })}
        errors={draft.errors?.price}
      />
      <TextField
        id={`service-${id}-description`}
        label="Descrição (opcional)"
        value={draft.description}
        onKeyDown={confirmOnEnter}
        onChange={(event) => onChange({ description: event.target.value })}
        errors={draft.errors?.description}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onConfirm}>
          <Check aria-hidden="true" /> Confirmar
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          <X aria-hidden="true" /> Cancelar
        </Button>
      </div>
    </li>
  );
}
