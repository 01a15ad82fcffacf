import "server-only";
import { getAssistantSettings } from "@/lib/data/ai-assistant";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { conversations } from "@/lib/messages/conversations";
import { assistantModelBudgets, assistantModelKeys } from "@/lib/rate-limit";
import { assistantModel } from "./model";
import { modelTurn, type HistoryLine } from "./model-turn";
import type { AssistantTools } from "./tools";
import { answerTurn, type ConversationState, type TurnAnswer } from "./turn";

/** Who is asking, for the model's budgets: the shop, the conversation's token, the visitor's address. */
export type Asker = { shopId: string; conversationKey: string; address: string };

/**
 * One message answered: by the operator's model when one is configured, no guided booking is
 * under way (its steps take the answer to their question) and the budgets allow; else by the
 * guided mode, which is always there. A spent budget is said once per conversation, before the
 * guided answer.
 */
export async function answerMessage(
  typed: string,
  history: readonly HistoryLine[],
  state: ConversationState,
  tools: AssistantTools,
  asker: Asker,
): Promise<TurnAnswer> {
  const model = assistantModel();
  if (!model || state.booking) return carryNotice(await answerTurn(typed, state, tools), state);
  if (!(await modelBudgetAllows(asker))) {
    const guided = await answerTurn(typed, state, tools);
    if (state.budgetNoticeShown) return carryNotice(guided, state);
    return { ...guided, text: `${conversations.model.budgetReached}\n${guided.text}`, state: { ...guided.state, budgetNoticeShown: true } };
  }
  const { basePrompt } = await getAssistantSettings(asker.shopId);
  return carryNotice(await modelTurn(typed, history, state, tools, { basePrompt, model }), state);
}

function carryNotice(answer: TurnAnswer, before: ConversationState): TurnAnswer {
  return before.budgetNoticeShown ? { ...answer, state: { ...answer.state, budgetNoticeShown: true } } : answer;
}

/**
 * Counts the message against each budget, the visitor's own first: one refused there never spends
 * the shop's month. A message refused still counts where it was counted, as every rate limit does.
 */
async function modelBudgetAllows({ shopId, conversationKey, address }: Asker): Promise<boolean> {
  const budgets = assistantModelBudgets();
  if (!(await consumeRateLimit(assistantModelKeys.conversation(conversationKey), budgets.conversation)).allowed) return false;
  if (!(await consumeRateLimit(assistantModelKeys.address(address), budgets.address)).allowed) return false;
  return (await consumeRateLimit(assistantModelKeys.shop(shopId), budgets.shop)).allowed;
}
