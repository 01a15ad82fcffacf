/**
 * What each role of a shop may do: the one table that defineAction (every action declares its
 * permission) and the page guards (lib/session.ts requirePermission) read, and that
 * docs/team.md shows. A button hidden from a role is a courtesy; this table is the rule.
 */
import { SHOP_ROLES, type ShopRole } from "@/lib/enums";

const EVERYONE = SHOP_ROLES;
const FRONT = ["owner", "front_desk"] as const satisfies readonly ShopRole[];
const OWNER = ["owner"] as const satisfies readonly ShopRole[];

export const PERMISSIONS = {
  /** 'Equipe': invitations, roles, removals, commissions, the transfer of the shop. */
  manageTeam: OWNER,
  /** The plan: choosing, upgrading, renewing, cancelling a scheduled change. */
  managePlan: OWNER,
  /** The shop's profile (the agenda's settings too), public page, settings and assistant; its data export and deletion. */
  manageShop: OWNER,
  /** 'Financeiro', the cost of parts and the margins. */
  seeFinance: OWNER,
  /** Customers, their vehicles and next services, walk-ins, leads, 'Lembretes'. */
  serveCustomers: FRONT,
  /** Quotes: create, edit, delete, send, approvals in person, complements, validity, deliveries. */
  handleQuotes: FRONT,
  /** Payments: register and cancel. */
  handlePayments: FRONT,
  /** A job's service invoice (NFS-e): issue, cancel, record one issued on the portal (its fiscal data is manageShop's). */
  issueInvoices: FRONT,
  /** Suppliers and their price requests. */
  handleSuppliers: FRONT,
  /** The agenda: booking, confirming, moving and cancelling appointments, its feed (its settings are manageShop's). */
  manageAgenda: FRONT,
  /** Reading the agenda: everyone sees which cars are expected. */
  seeAgenda: EVERYONE,
  /** The work on a car: the jobs, check-in and its photos, 'Iniciar serviço', 'Carro pronto'. */
  workOnCars: EVERYONE,
  /** His own login (e-mail, password, devices) and support tickets. */
  ownAccount: EVERYONE,
} as const satisfies Record<string, readonly ShopRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: ShopRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly ShopRole[]).includes(role);
}

/** The roles' names on screen. */
export const ROLE_NAMES: Record<ShopRole, string> = {
  owner: "Dono",
  front_desk: "Atendente",
  mechanic: "Mecânico",
};
