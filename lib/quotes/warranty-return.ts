/**
 * A new quote named as a 'Retorno em garantia' of a job that is not one under warranty for its car
 * (another car, the warranty over, another shop's id, a forged form): thrown inside the create's
 * transaction, so the quote is not created, and answered under the question.
 */
export class WarrantyReturnRefused extends Error {
  constructor() {
    super("warranty return refused");
    this.name = "WarrantyReturnRefused";
  }
}
