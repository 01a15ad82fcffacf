import { ConditionBadge } from "@/components/quotes/condition-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { publicQuote } from "@/lib/messages/public-quote";
import type { SnapshotItem } from "@/lib/quotes/snapshot";
import { CUSTOMER_NAME_MAX, REFUSAL_REASON_MAX } from "@/lib/validation/quote-answer";

const t = publicQuote.answer;

/** A native checkbox, 24 px (WCAG 2.2 target size), with the focus ring every control has. */
const CHECKBOX = "mt-0.5 size-6 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

type Props = {
  /** Where both forms post: /orcamento/{token}/resposta. */
  action: string;
  /** The version the page shows: the answer is to exactly this one (a newer one refuses it). */
  version: { number: number; sha256: string };
  /** The parts that are not original, which an approval must accept by name (CDC art. 21). */
  nonOriginal: SnapshotItem[];
  /** The name typed before an approval was refused, put back in the field. */
  defaultName?: string;
};

function ShownVersion({ version }: Pick<Props, "version">) {
  return (
    <>
      <input type="hidden" name="version" value={version.number} />
      <input type="hidden" name="hash" value={version.sha256} />
    </>
  );
}

/**
 * 'Aprovar orçamento' and 'Recusar': two plain HTML forms posting to the link's route handler,
 * so they work with JavaScript off and the page stays without a script of its own. The browser
 * checks what it can before posting (a name that is not only spaces, both boxes, the lengths), so
 * the common slips keep what was typed; the server checks everything again (lib/validation/quote-answer.ts).
 * Refusing sits behind a disclosure: one tap more, so it is never the button pressed by mistake.
 */
export function AnswerForms({ action, version, nonOriginal, defaultName = "" }: Props) {
  return (
    <div className="grid gap-4">
      <Card>
        <CardContent>
          <form method="post" action={action} className="grid gap-5" aria-labelledby="approve-heading">
            <input type="hidden" name="answer" value="approve" />
            <ShownVersion version={version} />
            <div className="grid gap-1">
              <h3 id="approve-heading" className="text-lg font-semibold">
                {t.approveHeading}
              </h3>
              <p className="text-sm text-muted-foreground">{t.approveIntro}</p>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="answer-name">{t.nameLabel}</Label>
              <Input
                id="answer-name"
                name="name"
                type="text"
                defaultValue={defaultName}
                autoComplete="name"
                autoCapitalize="words"
                required
                maxLength={CUSTOMER_NAME_MAX}
                // Not only spaces: the browser says so and keeps the form as typed.
                pattern=".*\S.*"
                title={t.nameTitle}
                className="h-11"
              />
            </div>
            <label className="flex items-start gap-3 text-base">
              <input type="checkbox" name="agreed" value="sim" required className={CHECKBOX} />
              <span>{t.readAndApprove}</span>
            </label>
            {nonOriginal.length > 0 && (
              <fieldset className="grid gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4" aria-describedby="answer-parts-intro">
                {/* Floated, a legend is laid out inside the box like any line (a long one would
                    otherwise straddle the border on a phone); it still names the group. */}
                <legend className="float-left w-full font-semibold">{t.partsHeading}</legend>
                <p id="answer-parts-intro" className="text-sm">
                  {t.partsIntro}
                </p>
                <ul className="grid gap-2" data-testid="answer-non-original-parts">
                  {nonOriginal.map((part, index) => (
                    <li key={index} className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="font-medium break-words">{part.description}</span>
                      {part.partCondition && <ConditionBadge condition={part.partCondition} />}
                    </li>
                  ))}
                </ul>
                <label className="flex items-start gap-3 text-base">
                  <input type="checkbox" name="partsConsent" value="sim" required className={CHECKBOX} />
                  <span>{t.partsConsent}</span>
                </label>
              </fieldset>
            )}
            <Button type="submit" size="lg" className="h-11 w-full sm:w-fit">
              {t.approve}
            </Button>
          </form>
        </CardContent>
      </Card>

      <details className="group rounded-xl border bg-card shadow-sm">
        <summary className="flex min-h-11 cursor-pointer items-center rounded-xl px-6 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          {t.refuseHeading}
        </summary>
        <form method="post" action={action} className="grid gap-4 px-6 pt-1 pb-6" aria-label={t.refuseHeading}>
          <input type="hidden" name="answer" value="refuse" />
          <ShownVersion version={version} />
          <p className="text-sm text-muted-foreground">{t.refuseIntro}</p>
          <div className="grid gap-2">
            <Label htmlFor="answer-reason">{t.reasonLabel}</Label>
            <Textarea id="answer-reason" name="reason" maxLength={REFUSAL_REASON_MAX} rows={3} aria-describedby="answer-reason-hint" />
            <p id="answer-reason-hint" className="text-sm text-muted-foreground">
              {t.reasonHint}
            </p>
          </div>
          <Button type="submit" variant="outline" size="lg" className="h-11 w-full border-destructive text-destructive sm:w-fit">
            {t.refuse}
          </Button>
        </form>
      </details>
    </div>
  );
}
