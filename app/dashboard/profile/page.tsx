import type { Metadata } from "next";
import { ProfileForm } from "@/components/profile/profile-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { getProfile, type ShopProfile } from "@/lib/data/profile";
import { messages } from "@/lib/messages";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Perfil da Oficina" };

export default async function ProfilePage() {
  const account = await requireSubscribedUser();
  let profile: ShopProfile;
  try {
    profile = await getProfile(account.id);
  } catch (error) {
    console.error("perfil não carregado", { userId: account.id }, error);
    return (
      <Alert variant="destructive">
        <AlertTitle>Perfil da Oficina</AlertTitle>
        <AlertDescription>{messages.profile.loadError}não foi possível ler seus dados agora. Recarregue a página.</AlertDescription>
      </Alert>
    );
  }
  return <ProfileForm profile={profile} />;
}
