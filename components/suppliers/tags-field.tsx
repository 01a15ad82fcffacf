"use client";

import { useState } from "react";
import { TextareaField } from "@/components/forms/text-field";
import { TagList } from "@/components/suppliers/tag-list";
import { suppliers } from "@/lib/messages/suppliers";
import { SUPPLIER_LIMITS, tagsOf, tagsProblem } from "@/lib/validation/supplier";

const m = suppliers.form;

type Props = { defaultValue: string; errors?: string[] };

/**
 * 'Peças e marcas': typed as a list ("freios, suspensão, Bosch"), shown as chips under the field as
 * it is typed, read by the same tagsOf the server uses, so what the chips show is what is saved.
 * A tag too long, or too many, is said at once; the server refuses them with the same message.
 * The text lives in state: a refused save keeps it as typed. Without JavaScript the textarea posts alone.
 */
export function TagsField({ defaultValue, errors }: Props) {
  const [text, setText] = useState(defaultValue);
  const tags = tagsOf(text);
  const problem = tagsProblem(tags);
  return (
    <div className="grid gap-2">
      <TextareaField
        id="supplier-tags"
        name="tags"
        label={m.tags}
        placeholder={m.tagsPlaceholder}
        hint={m.tagsHint(SUPPLIER_LIMITS.tags)}
        rows={3}
        maxLength={SUPPLIER_LIMITS.tagsText}
        value={text}
        onChange={(event) => setText(event.target.value)}
        errors={errors}
      />
      <TagList tags={tags} label={m.tagsPreview} refused={(tag) => tag.length > SUPPLIER_LIMITS.tag} />
      {tags.length > 0 && (
        // Said as it changes, but politely: the count is not worth interrupting the typing.
        <p aria-live="polite" className={problem ? "text-sm text-destructive" : "text-xs text-muted-foreground"}>
          {problem && !errors?.length ? problem : m.tagsCount(tags.length, SUPPLIER_LIMITS.tags)}
        </p>
      )}
    </div>
  );
}
