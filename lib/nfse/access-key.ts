/**
 * The national portal's public query of a note by its access key, which the DANFSe's QR code opens.
 * Source: Nota Técnica SE/CGNFS-e nº 008 (DANFSe v2.0), §2.4.3: "dispor código de barras
 * bidimensional (QR Code) … indicando o endereço https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=,
 * adicionando, após o sinal de igual (=), a Chave de Acesso da respectiva NFS-e" (as transcribed in
 * public DANFSe implementations, November 2026). A note of produção restrita gets the same address:
 * whether the public query finds a test note is not verified.
 */
export const NFSE_PUBLIC_QUERY_URL = "https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=";

/** The URL the QR code carries: the public query of this access key (50 digits). */
export function consultationUrl(accessKey: string) {
  return NFSE_PUBLIC_QUERY_URL + accessKey;
}

/** "3106 2001 2512 …": the 50-digit key in blocks of four, for a person to read and type. */
export function groupAccessKey(accessKey: string) {
  return accessKey.replace(/(\d{4})(?=\d)/g, "$1 ");
}
