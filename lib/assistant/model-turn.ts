import "server-only";
import { stepCountIs, streamText, type LanguageModel, type ModelMessage } from "ai";
import { assistantBooking } from "@/lib/messages/conversations";
import { handoverText } from "./guided";
import { systemPrompt } from "./model-prompt";
import { modelTools, type ToolRecord } from "./model-tools";
import type { AssistantTools } from "./tools";
import { LEAVE_CONTACT } from "./contact-steps";
import { answerTurn, type ConversationState, type TurnAnswer } from "./turn";

/** Enough lines for the question at hand (a booking takes about six); older ones only cost tokens. */
const HISTORY_LINES = 12;
/** Tool calls and the answer: dados, horários, horários of a day, the booking, and the words. */
const MAX_STEPS = 5;
/** A visitor waits on a plain form post: past this, the guided mode answers instead. */
const MODEL_TIMEOUT_MS = 20_000;
/** A chat answer is a few sentences; the cap bounds a turn's cost whatever the model does. */
const MAX_OUTPUT_TOKENS = 400;
/** conversation_messages_text_check (db/schema/ai-assistant.ts). */
const MAX_ANSWER_CHARS = 4000;

export type HistoryLine = { role: "visitor" | "assistant"; text: string };
export type ModelSettings = { basePrompt: string; model: LanguageModel };

/**
 * The 'IA' mode's answer to one message: the model converses freely over modelTools (the same
 * facts and the same booking as the guided mode), told the rules and given the shop's prompt as
 * tone only. Any failure of the model (an error, a timeout, an empty answer) is logged and the
 * guided mode answers, so the visitor never gets an error page for it; a booking made before the
 * failure is still said and recorded.
 */
export async function modelTurn(
  typed: string,
  history: readonly HistoryLine[],
  state: ConversationState,
  tools: AssistantTools,
  { basePrompt, model }: ModelSettings,
): Promise<TurnAnswer> {
  const record: ToolRecord = { booked: null, handedOver: false };
  try {
    const text = await modelText(typed, history, tools, record, basePrompt, model);
    return answerOf(text, record, tools);
  } catch (error) {
    console.error("assistente: o modelo não respondeu; responde o modo guiado", error);
    if (record.booked) return answerOf("", record, tools);
    return answerTurn(typed, state, tools);
  }
}

async function modelText(
  typed: string,
  history: readonly HistoryLine[],
  tools: AssistantTools,
  record: ToolRecord,
  basePrompt: string,
  model: LanguageModel,
): Promise<string> {
  const messages: ModelMessage[] = [
    ...history
      .slice(-HISTORY_LINES)
      .map((line): ModelMessage =>
        line.role === "visitor" ? { role: "user", content: line.text } : { role: "assistant", content: line.text },
      ),
    { role: "user", content: typed },
  ];
  const signal = AbortSignal.timeout(MODEL_TIMEOUT_MS);
  // streamText reports a failed step to onError and may still resolve its text: keep the error to throw it.
  let failure: unknown = null;
  const result = streamText({
    model,
    system: systemPrompt(tools.facts, basePrompt),
    messages,
    tools: modelTools(tools, record),
    stopWhen: stepCountIs(MAX_STEPS),
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    maxRetries: 1,
    abortSignal: signal,
    onError: ({ error }) => {
      failure ??= error;
    },
  });
  const text = await result.text;
  if (failure) throw failure;
  if (signal.aborted) throw signal.reason;
  return text;
}

/** Control characters but line breaks and tabs: the stored text is shown as plain text, as typed text is. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * The turn's answer: the model's words, or what its tools did when it said nothing; with nothing
 * to say at all, the caller falls back to the guided mode.
 */
function answerOf(modelWords: string, record: ToolRecord, tools: AssistantTools): TurnAnswer {
  const said = modelWords.replace(CONTROL, "").trim();
  const text = (said || record.booked?.text || (record.handedOver ? handoverText(tools.facts) : "")).slice(0, MAX_ANSWER_CHARS);
  if (!text) throw new Error("o modelo terminou sem resposta");
  const appointment = record.booked
    ? [{ label: assistantBooking.openAppointment, value: "", href: `/agendamento/${record.booked.token}` }]
    : [];
  // Handed to the shop: the visitor may leave his contact here, as in guided mode.
  const contact = record.handedOver && !record.booked ? [LEAVE_CONTACT] : [];
  const quickReplies = [...appointment, ...contact, ...tools.menuReplies()];
  const answer: TurnAnswer = { text, quickReplies, state: { booking: null, contact: null, quickReplies } };
  if (record.booked) return { ...answer, outcome: "booked", appointmentId: record.booked.appointmentId };
  return record.handedOver ? { ...answer, outcome: "handed_over" } : answer;
}
