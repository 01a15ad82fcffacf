import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound, redirect } from "next/navigation";
import { buttonVariants } from "@/components/ui/button";
import { CircleCheck } from "@/components/ui/icons";
import { DELETED_ACCOUNT_RECEIPT, readDeletedCounts } from "@/lib/account-deletion";
import { messages } from "@/lib/messages";
import { getCurrentAccount } from "@/lib/session";

const m = messages.accountDeletion;

export const metadata: Metadata = { title: m.doneTitle, robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where 'Excluir minha conta' ends. It says an account was deleted only with the receipt the
 * deletion sealed into the address (lib/account-deletion.ts), and never to someone whose account
 * is still there and signed in: anyone else gets the page that does not exist.
 */
export default async function DeletedAccountPage({ searchParams }: Props) {
  if (await getCurrentAccount()) redirect("/dashboard");
  const counts = await readDeletedCounts((await searchParams)[DELETED_ACCOUNT_RECEIPT]);
  if (!counts) notFound();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-6 py-16">
      <CircleCheck className="size-10 text-green-700" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">{m.doneTitle}</h1>
      <p>{m.doneSummary(counts)}</p>
      <p className="text-muted-foreground">{m.doneDetail}</p>
      <p>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          {m.backHome}
        </Link>
      </p>
    </main>
  );
}
