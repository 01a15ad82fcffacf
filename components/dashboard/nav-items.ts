import type { Route } from "next";
import {
  Bot,
  Clock,
  CreditCard,
  FileText,
  LayoutDashboard,
  LifeBuoy,
  Store,
  Truck,
  UserRoundSearch,
  UserRoundCog,
  UserPlus,
  Users,
  Wallet,
  type IconComponent,
} from "@/components/ui/icons";

export type NavItem = { href: Route; label: string; icon: IconComponent };

/** The dashboard sidebar: these items, in this order. */
export const MAIN_NAV: NavItem[] = [
  { href: "/dashboard", label: "Painel", icon: LayoutDashboard },
  { href: "/dashboard/reminders", label: "Lembretes", icon: Clock },
  { href: "/dashboard/customers", label: "Clientes", icon: Users },
  { href: "/dashboard/quotes", label: "Orçamentos", icon: FileText },
  { href: "/dashboard/finance", label: "Financeiro", icon: Wallet },
  { href: "/dashboard/suppliers", label: "Fornecedores", icon: Truck },
  { href: "/dashboard/leads", label: "Interessados", icon: UserRoundSearch },
];

export const TOOLS_NAV: NavItem[] = [
  { href: "/dashboard/ai-assistant", label: "Assistente de IA", icon: Bot },
  { href: "/dashboard/plans", label: "Pagamento e Planos", icon: CreditCard },
  { href: "/dashboard/support", label: "Suporte", icon: LifeBuoy },
];

/** Only the owner's (the page checks it again): the people of the shop. */
export const TEAM_NAV: NavItem = { href: "/dashboard/team", label: "Equipe", icon: UserPlus };

export const PROFILE_NAV: NavItem = { href: "/dashboard/profile", label: "Perfil da Oficina", icon: Store };

/** Next to 'Sair': the login itself rather than the shop. */
export const ACCOUNT_NAV: NavItem = { href: "/dashboard/account", label: "Minha conta", icon: UserRoundCog };
