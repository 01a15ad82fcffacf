/**
 * The national service codes (cTribNac) a note may carry, with their names, as the fiscal data's
 * list offers them. Until the settings' list lands, only the code every repair shop uses.
 */
const NAMES: Record<string, string> = {
  "140101":
    "14.01.01 - Lubrificação, limpeza, lustração, revisão, carga e recarga, conserto, restauração, blindagem, manutenção e conservação de máquinas, veículos, aparelhos, equipamentos, motores, elevadores ou de qualquer objeto",
};

export function serviceCodeDescription(code: string): string | undefined {
  return NAMES[code];
}
