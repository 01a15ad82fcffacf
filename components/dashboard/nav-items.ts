import type { Route } from "next";
import {
  Bot,
  CalendarDays,
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

import type { Permission } from "@/lib/team/permissions";

/** A link, shown to the roles whose permission opens its page (a courtesy: the page checks it). */
export type NavItem = { href: Route; label: string; icon: IconComponent; permission: Permission };

/** The dashboard sidebar: these items, in this order. */
export const MAIN_NAV: NavItem[] = [
  { href: "/dashboard", label: "Painel", icon: LayoutDashboard, permission: "workOnCars" },
  { href: "/dashboard/agenda", label: "Agenda", icon: CalendarDays, permission: "seeAgenda" },
  { href: "/dashboard/reminders", label: "Lembretes", icon: Clock, permission: "serveCustomers" },
  { href: "/dashboard/customers", label: "Clientes", icon: Users, permission: "serveCustomers" },
  { href: "/dashboard/quotes", label: "Orçamentos", icon: FileText, permission: "workOnCars" },
  { href: "/dashboard/finance", label: "Financeiro", icon: Wallet, permission: "seeFinance" },
  { href: "/dashboard/suppliers", label: "Fornecedores", icon: Truck, permission: "handleSuppliers" },
  { href: "/dashboard/leads", label: "Interessados", icon: UserRoundSearch, permission: "serveCustomers" },
];

export const TOOLS_NAV: NavItem[] = [
  { href: "/dashboard/ai-assistant", label: "Assistente de IA", icon: Bot, permission: "manageShop" },
  { href: "/dashboard/plans", label: "Pagamento e Planos", icon: CreditCard, permission: "ownAccount" },
  { href: "/dashboard/support", label: "Suporte", icon: LifeBuoy, permission: "ownAccount" },
];

/** Only the owner's (the page checks it again): the people of the shop. */
export const TEAM_NAV: NavItem = { href: "/dashboard/team", label: "Equipe", icon: UserPlus, permission: "manageTeam" };

export const PROFILE_NAV: NavItem = { href: "/dashboard/profile", label: "Perfil da Oficina", icon: Store, permission: "manageShop" };

/** Next to 'Sair': the login itself rather than the shop. */
export const ACCOUNT_NAV: NavItem = { href: "/dashboard/account", label: "Minha conta", icon: UserRoundCog, permission: "ownAccount" };
