/** 'Lembretes': the list, its lines and actions, and the next-service message. */
export const reminders = {
  /** {quando} of the next-service message: by date, by km, or both (whichever comes first). */
  dueWhen: (day: string | null, km: string | null) =>
    day && km ? `em ${day} ou aos ${km}, o que vier primeiro` : day ? `em ${day}` : `aos ${km}`,
  /** {veiculo} when the car has no make or model: its plate alone reads oddly after "do seu". */
  someVehicle: "carro",
};
