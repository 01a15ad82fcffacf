import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { LoadError } from "@/components/lists/load-error";
import { ProfileForm } from "@/components/profile/profile-form";
import { getProfile } from "@/lib/data/profile";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Perfil da Oficina" };

export default async function ProfilePage() {
  const account = await requireSubscribedUser();
  const profile = await load("leitura do perfil", account.id, () => getProfile(account.id));

  // Never the form with empty fields: a save from it would write over the profile that could not
  // be read. The header is the form's own title and line (the form's header also holds its save button).
  if (profile.failed) {
    return (
      <div className="grid gap-6">
        <PageHeader title="Perfil da Oficina" description="Como sua oficina aparece no painel e na sua página pública." />
        <LoadError message={messages.profile.loadError + messages.reasons.loadAgain} />
      </div>
    );
  }
  return <ProfileForm profile={profile.value} />;
}
