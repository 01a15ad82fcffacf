import type { Metadata } from "next";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { CircleCheck } from "@/components/ui/icons";
import { readDeletedCounts } from "@/lib/account-deletion";
import { messages } from "@/lib/messages";

const m = messages.accountDeletion;

export const metadata: Metadata = { title: m.doneTitle, robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where 'Excluir minha conta' ends: nobody is signed in any more, so what was deleted comes in
 * the address (lib/account-deletion.ts); anything else there shows the message without counts.
 */
export default async function DeletedAccountPage({ searchParams }: Props) {
  const counts = readDeletedCounts(await searchParams);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-6 py-16">
      <CircleCheck className="size-10 text-green-700" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">{m.doneTitle}</h1>
      <p>{counts ? m.doneSummary(counts) : m.doneWithoutCounts}</p>
      <p className="text-muted-foreground">{m.doneDetail}</p>
      <p>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          {m.backHome}
        </Link>
      </p>
    </main>
  );
}
