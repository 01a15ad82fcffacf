/** The profile page's header, shown above the form and above the failure when the profile cannot be read. */
export const PROFILE_HEADER = {
  title: "Perfil da Oficina",
  description: "Como sua oficina aparece no painel e na sua página pública.",
} as const;
