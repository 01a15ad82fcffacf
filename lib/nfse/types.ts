/**
 * The input of a DPS (Declaração de Prestação de Serviço) in the national layout, version 1.01
 * (lib/nfse/schemas/1.01). Names follow the product's words; the XSD's tag sits beside each one.
 * Money is a decimal string ("1234.5", "1234.50") or a Big, never a float.
 */
import type Big from "big.js";

/** tpAmb: 1 produção, 2 produção restrita (the XSD still calls it "Homologação"). */
export type NfseEnvironment = "production" | "restricted";

export type Money = string | Big;

/**
 * opSimpNac: 1 não optante, 2 MEI, 3 ME/EPP do Simples Nacional. A Simples ME/EPP also says how its
 * ISS is counted (regApTribSN, 1 = inside the Simples, the usual case).
 */
export type TaxRegime = { kind: "not_simples" } | { kind: "mei" } | { kind: "simples"; apuracao?: "1" | "2" | "3" };

/** regEspTrib: 0 none (a repair shop's usual), 1-6 and 9 as the XSD lists them. */
export type SpecialRegime = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "9";

export interface NationalAddress {
  /** cMun: the city's 7-digit IBGE code. */
  cityIbgeCode: string;
  /** CEP, 8 digits (a mask is stripped). */
  postalCode: string;
  street: string;
  number: string;
  complement?: string;
  district: string;
}

export interface Provider {
  /** The shop's CNPJ (14 digits; a mask is stripped). */
  cnpj: string;
  /** IM, inscrição municipal, where the city gives one. */
  municipalRegistration?: string;
  regime: TaxRegime;
  specialRegime?: SpecialRegime;
}

export interface Customer {
  /** CPF (11 digits) or CNPJ (14 digits); a mask is stripped. */
  document: string;
  name: string;
  /** Required by the national rules for a CNPJ customer (E0235); optional for a CPF. */
  address?: NationalAddress;
  email?: string;
  /** DDD + number, digits only. */
  phone?: string;
}

/** totTrib: the approximate taxes the note shows (Lei 12.741). */
export type TotalTaxes =
  | { kind: "not_informed" }
  | { kind: "simples_percent"; percent: Money }
  | { kind: "percent"; federal: Money; state: Money; municipal: Money };

export interface DpsInput {
  environment: NfseEnvironment;
  /** dhEmi: when the DPS is made; written in America/Sao_Paulo with its offset. */
  issuedAt: Date;
  /** dCompet: the day the service was delivered (YYYY-MM-DD, São Paulo). */
  competenceDate: string;
  /** verAplic: this application's name and version, up to 20 characters. */
  applicationVersion: string;
  /** serie: up to 5 digits. */
  series: string;
  /** nDPS: 1 to 15 digits, no leading zero; the caller's counter, never reused. */
  number: string;
  /** cLocEmi: the IBGE code of the shop's city. */
  issuerCityIbgeCode: string;
  provider: Provider;
  customer?: Customer;
  service: {
    /** cLocPrestacao: where the job was done (IBGE). */
    placeIbgeCode: string;
    /** cTribNac: 6 digits; "140101" for item 14.01.01 (the shop's accountant confirms it). */
    nationalTaxCode: string;
    /** cTribMun: the city's own code, 3 digits, where it has one. */
    municipalTaxCode?: string;
    /** xDescServ: up to 2000 characters, line breaks allowed. */
    description: string;
    /** cNBS: 9 digits, optional in 1.01. */
    nbsCode?: string;
  };
  values: {
    /** vServ: the labour the note covers (parts go on an NF-e, ICMS). */
    services: Money;
    unconditionalDiscount?: Money;
    conditionalDiscount?: Money;
    /** vDedRed as a value (vDR) or a percent (pDR); not allowed for a MEI nor the Simples (E0436). */
    deduction?: { kind: "value"; amount: Money } | { kind: "percent"; percent: Money };
    /** tpRetISSQN: 1 not retained, 2 retained by the customer, 3 by an intermediary. */
    issWithheld?: "1" | "2" | "3";
    /** pAliq in percent (e.g. "2.5"); only where the city's rules ask for it (never for a MEI: E0600). */
    issRatePercent?: Money;
    totalTaxes?: TotalTaxes;
  };
}
