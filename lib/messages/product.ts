export const PRODUCT_NAME = "Oficina Digital";
