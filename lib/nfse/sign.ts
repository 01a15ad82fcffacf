/**
 * XMLDSig, enveloped, over infDPS (or infPedReg for an event): what TCDPS and TCPedRegEvt put
 * after their inf* element (`<xs:element ref="ds:Signature" minOccurs="0"/>`). The Reference
 * points at the element's Id ("#DPS…"), the transforms are enveloped-signature then inclusive
 * C14N, and KeyInfo carries the shop's certificate (X509Data/X509Certificate), as the national
 * manual and every public emitter do. RSA-SHA256 with a SHA-256 digest, as our spec asks: the
 * national system accepts it (public emitters offer SHA-1 or SHA-256; see docs/features/nfse.md).
 */
import "server-only";

import { SignedXml } from "xml-crypto";

import type { ShopCertificate } from "./certificate";

export const SIGNATURE_ALGORITHM = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256";
export const DIGEST_ALGORITHM = "http://www.w3.org/2001/04/xmlenc#sha256";
export const C14N = "http://www.w3.org/TR/2001/REC-xml-c14n-20010315";
export const ENVELOPED = "http://www.w3.org/2000/09/xmldsig#enveloped-signature";

export type SignedElement = "infDPS" | "infPedReg";

export function signXml(
  xml: string,
  element: SignedElement,
  certificate: Pick<ShopCertificate, "privateKeyPem" | "certificateBase64">,
): string {
  const signer = new SignedXml({
    privateKey: certificate.privateKeyPem,
    signatureAlgorithm: SIGNATURE_ALGORITHM,
    canonicalizationAlgorithm: C14N,
    getKeyInfoContent: () => `<X509Data><X509Certificate>${certificate.certificateBase64}</X509Certificate></X509Data>`,
  });
  signer.addReference({
    xpath: `//*[local-name(.)='${element}']`,
    transforms: [ENVELOPED, C14N],
    digestAlgorithm: DIGEST_ALGORITHM,
  });
  signer.computeSignature(xml, { location: { reference: `//*[local-name(.)='${element}']`, action: "after" } });
  return signer.getSignedXml();
}

/** The Id the signature covers, read back from a signed document (what GET /dps/{id} takes). */
export function signedId(xml: string, element: SignedElement): string | undefined {
  return new RegExp(`<${element}[^>]*\\sId="([^"]+)"`).exec(xml)?.[1];
}
