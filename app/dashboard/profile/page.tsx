import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { LoadError } from "@/components/lists/load-error";
import { ProfileForm } from "@/components/profile/profile-form";
import { PROFILE_HEADER } from "@/components/profile/profile-header";
import { getProfile } from "@/lib/data/profile";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { PROFILE_DATA_TAB, PROFILE_HOURS_TAB } from "@/lib/routes";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: PROFILE_HEADER.title };

/**
 * `?aba=dados`: opened on 'Dados e PIX' (the Painel's 'Cadastrar chave PIX' links there);
 * `?aba=horario` on the hours (the agenda's settings link there).
 */
export default async function ProfilePage({ searchParams }: { searchParams: Promise<{ aba?: string | string[] }> }) {
  const { aba } = await searchParams;
  const account = await requireSubscribedUser("manageShop");
  const profile = await load("leitura do perfil", account.shopId, () => getProfile(account.shopId));

  // Never the form with empty fields: a save from it would write over the profile that could not
  // be read.
  if (profile.failed) {
    return (
      <div className="grid gap-6">
        <PageHeader {...PROFILE_HEADER} />
        <LoadError message={messages.profile.loadError + messages.reasons.loadAgain} />
      </div>
    );
  }
  return (
    <ProfileForm profile={profile.value} initialTab={aba === PROFILE_DATA_TAB ? "data" : aba === PROFILE_HOURS_TAB ? "hours" : undefined} />
  );
}
